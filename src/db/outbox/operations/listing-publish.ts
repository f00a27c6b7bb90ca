// listing.publish: a publish request (POST /platform/goods/publish) made on the device, online or
// not (issue 16 item 11). The Idempotency-Key is the entry's id, made when the seller tapped
// Publish: however often the outbox sends it (reconnect, the worker's Background Sync, a crash
// mid-send), the server creates the job once and answers a repeat with the same jobs. Requests of
// one channel go out in the order they were made.
import type { PublishInput } from '../../../contract/listing'
import { LISTING_PATHS } from '../../../contract/offline-paths'
import { defineOperation } from '../operation'

export type ListingPublishPayload = PublishInput

export const listingPublishOperation = defineOperation<ListingPublishPayload>({
  name: 'listing.publish',
  path: LISTING_PATHS.publish,
  entityOf: (payload) => `listing-publish:${payload.channel}`,
  // A request to start work, not an edit of a row: no version to be stale against.
  versionOf: () => null,
  rebase: (payload) => payload,
})
