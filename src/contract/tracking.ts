// Tracking write-back (issue 16 item 10): what the order detail shows for each shipment pushed to
// the channel the order came from, and the "retry now" call.
import { z } from 'zod'

export const TRACKING_STATES = ['pending', 'accepted', 'failed'] as const
export type TrackingState = (typeof TRACKING_STATES)[number]

export interface TrackingPushView {
  /** The shipment id the channel deduplicates on. */
  id: string
  channel: string
  carrier: string
  trackingNo: string
  state: TrackingState
  /** The channel's words when it refused, or why we gave up. */
  reason: string | null
  attempts: number
  acceptedAt: string | null
  createdAt: string
  updatedAt: string
}

export const TRACKING_PATHS = { retry: '/sale/order/tracking/retry' } as const

export const retryTrackingSchema = z.object({ shipmentId: z.string().trim().min(1).max(64) })
