// A publish request made with no network is an intent in the outbox under the key made at the tap:
// tapped again (or the drawer retried), still one entry, so the server gets it, and starts it, once.
import { afterEach, expect, it, vi } from 'vitest'
import { bindAccount, unbindAccount } from '../../../db/current'
import { sendOrQueuePublish } from './listings'

afterEach(() => {
  vi.restoreAllMocks()
  unbindAccount()
})

it('queues an offline publish once under its Idempotency-Key', async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  const db = await bindAccount(`publish-offline-${Date.now()}`)
  const input = { channel: 'shopify' as const, templateId: 't1', shopIds: ['s1'], goodsIds: ['g1', 'g2'] }
  expect(await sendOrQueuePublish(input, 'key-1', 'Publish 2 goods to Shopify')).toEqual({ queued: true })
  expect(await sendOrQueuePublish(input, 'key-1', 'Publish 2 goods to Shopify')).toEqual({ queued: true })
  const entries = await db.outbox.toArray()
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({
    id: 'key-1',
    operation: 'listing.publish',
    entity: 'listing-publish:shopify',
    payload: input,
    state: 'pending',
  })
  db.close()
})
