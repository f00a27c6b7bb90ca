// Colours of the finance screens, declared once (STYLE.md §5). Texts of the statuses, flow types
// and platforms come from the RECHARGE_STATUS, FINANCE_FLOW_TYPE and PAY_PLATFORM dictionaries.
import { RECHARGE_STATUS } from '../../contract/config-values'
import type { RechargeStatus } from '../../contract/finance'

const R = RECHARGE_STATUS
export const RECHARGE_STATUS_COLOR: Record<RechargeStatus, string> = {
  [R.pendingPayment]: 'orange',
  [R.underReview]: 'blue',
  [R.succeeded]: 'green',
  [R.failed]: 'red',
  [R.closed]: 'gray',
}
