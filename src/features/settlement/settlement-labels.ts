// Labels and colours of settlement, declared once (STYLE.md §5). Status texts come from the
// SETTLEMENT_ORDER_STATUS dictionary; the colours and action names are the screen's own.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SETTLEMENT_ORDER_STATUS } from '../../contract/config-values'
import type { SettlementAction, SettlementStatus } from '../../contract/settlement'

const S = SETTLEMENT_ORDER_STATUS

export const SETTLEMENT_STATUS_COLOR: Record<SettlementStatus, string> = {
  [S.awaitingConfirmation]: 'orange',
  [S.pending]: 'blue',
  [S.settled]: 'green',
  [S.cancelled]: 'gray',
}

export const SETTLEMENT_ACTION_LABELS: Record<SettlementAction, MessageDescriptor> = {
  confirm: msg`Confirm statement`,
  dispute: msg`Dispute`,
  cancel: msg({ message: 'Cancel settlement', context: 'settlement action' }),
  pay: msg`Pay settlement`,
}
