import Dexie from 'dexie'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { accountDbName } from '../names'
import { AccountDb } from '../schema'
import { OutboxPayloadError } from './operation'
import { shipOrderOperation } from './operations/ship-order'
import { enqueue } from './queue'

let db: AccountDb
let n = 0
beforeEach(() => {
  n++
  db = new AccountDb(`queue-${n}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(accountDbName(`queue-${n}`))
})

const ship = (trackingNo: string) => ({
  operation: shipOrderOperation,
  payload: { orderId: 'o1', expressCode: 'SF', trackingNo, version: 1 },
  label: 'o1',
})

describe('queueing a change', () => {
  it('keeps a payload its call accepts, as given', async () => {
    const [entry] = await enqueue(db, [ship('SF0001')])
    expect(entry!.payload).toEqual({ orderId: 'o1', expressCode: 'SF', trackingNo: 'SF0001', version: 1 })
  })

  it("refuses a payload its call's schema refuses, and writes none of the batch", async () => {
    await expect(enqueue(db, [ship('SF0002'), ship('no spaces allowed')])).rejects.toBeInstanceOf(OutboxPayloadError)
    expect(await db.outbox.count()).toBe(0)
  })
})
