// Labels and colours of listing states and of the channels' refusal reasons, declared once (STYLE.md §5).
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExportState, ListingAction, PublishState, SyncState } from '../../contract/listing'

export const PUBLISH_STATE_LABELS: Record<PublishState, MessageDescriptor> = {
  to_publish: msg`To be published`,
  publishing: msg`Publishing`,
  published: msg`Published`,
  failed: msg`Publish failed`,
  delisted: msg`Delisted`,
  deleted: msg`Deleted`,
}
export const PUBLISH_STATE_COLORS: Record<PublishState, string> = {
  to_publish: 'gray',
  publishing: 'blue',
  published: 'green',
  failed: 'red',
  delisted: 'orange',
  deleted: 'dark',
}
export const SYNC_STATE_LABELS: Record<SyncState, MessageDescriptor> = {
  synced: msg`Synchronized`,
  not_synced: msg`Not synced`,
}
export const EXPORT_STATE_LABELS: Record<ExportState, MessageDescriptor> = {
  exported: msg`Exported`,
  not_exported: msg`Not exported`,
}
export const ACTION_LABELS: Record<ListingAction, MessageDescriptor> = {
  publish: msg`Publish`,
  republish: msg`Republish`,
  push: msg`Push changes`,
  delist: msg`Delist`,
  delete: msg`Delete`,
}

/** Our words for why a channel call failed; the channel's own text is shown beside them. */
export const FAILURE_LABELS: Record<string, MessageDescriptor> = {
  field_errors: msg`The channel refused some fields`,
  duplicate_sku: msg`The seller SKU exists on the channel`,
  rate_limited: msg`The channel kept asking us to slow down`,
  timeout: msg`The channel did not answer in time`,
  unreachable: msg`The channel could not be reached`,
  server_error: msg`The channel had an error`,
  auth: msg`The shop is not authorised on the channel`,
  not_found: msg`Not found on the channel`,
  malformed: msg`The channel answered something unreadable`,
  job_failed: msg`The publish job stopped`,
  no_codes: msg`Not enough unused product codes (GTIN/EAN) for this channel`,
}
