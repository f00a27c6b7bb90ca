// POST /account/sms: sends a one-time code to a phone, for registering, binding or signing in.
import type { z } from 'zod'
import type { smsRequestSchema } from '../../../contract/auth'
import { apiFetch } from '../../../lib/api-client'

export type SmsRequest = z.input<typeof smsRequestSchema>

export function sendSmsCode(request: SmsRequest): Promise<unknown> {
  // Silent: the form shows the reason beside the phone number.
  return apiFetch<unknown>('/account/sms', { body: request, silent: true })
}
