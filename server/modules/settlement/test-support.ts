// Shared by the settlement tests: settlements raised over today's shipments (fresh shipped
// purchase orders made through the real purchasing calls) and moved to a status by the real calls.
import type { SettlementDetail, SettlementParty, SettlementStatus } from '../../../src/contract/settlement'
import type { TestApp } from '../../test/helper'
import { purchaseCalls, type Who } from '../purchasing/test-support'

const pad = (n: number) => String(n).padStart(2, '0')
export const today = () => {
  const now = new Date()
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

export function settlementCalls(get: () => TestApp) {
  const purchasing = purchaseCalls(get)
  const { post } = purchasing
  const sideUser = (party: SettlementParty, supplierId: string): Who =>
    party === 'distributor' ? 'seller' : supplierId === 'd-demo-factory' ? 'factory' : 'supplier'

  /** Raises a settlement over today's unsettled shipments (one fresh shipped purchase order at least). */
  async function raiseToday(raisedBy: SettlementParty = 'distributor', supplierId = 'd-demo-supplier') {
    await purchasing.inStatus('4', supplierId)
    const partnerId = raisedBy === 'distributor' ? supplierId : 'd-demo'
    const answer = await post<SettlementDetail>(
      '/settlement/raise',
      { partnerId, currency: 'CNY', periodFrom: today(), periodTo: today() },
      { as: sideUser(raisedBy, supplierId) },
    )
    if (answer.status !== 200) throw new Error(`raise failed: ${answer.raw}`)
    return answer.body.data
  }

  /** A settlement in a status, raised by a side, through the real calls. */
  async function settlementIn(status: SettlementStatus, raisedBy: SettlementParty = 'distributor') {
    let settlement = await raiseToday(raisedBy)
    const other: SettlementParty = raisedBy === 'distributor' ? 'supplier' : 'distributor'
    const step = async (path: string, who: SettlementParty, body: Record<string, unknown> = {}) => {
      const answer = await post<SettlementDetail>(
        path,
        { settlementId: settlement.id, ...body },
        { as: sideUser(who, 'd-demo-supplier') },
      )
      if (answer.status !== 200) throw new Error(`${path} failed: ${answer.raw}`)
      settlement = answer.body.data
    }
    if (status === '2') return settlement
    if (status === '4') {
      await step('/settlement/cancel', raisedBy)
      return settlement
    }
    await step('/settlement/confirm', other)
    if (status === '1') return settlement
    await step('/settlement/pay', 'distributor')
    return settlement
  }

  return { ...purchasing, raiseToday, settlementIn, sideUser }
}
