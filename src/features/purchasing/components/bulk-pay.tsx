// Pay the chosen purchase orders at once, from the finance account of each order's currency.
// Every chosen order is sent; each row then says paid, or refused and why (not payable in its
// status, not enough balance, changed meanwhile).
import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { BulkActionModal } from '../../../components/bulk/bulk-action-modal'
import type { PurchaseOrderRow } from '../../../contract/purchasing'
import { formatMoney } from '../../../lib/money'
import { useBulkPay } from '../api/bulk-pay'
import { PURCHASE_STATUS_LABELS } from '../purchase-labels'

export interface BulkPayProps {
  orders: PurchaseOrderRow[]
  locale: string
  onClose: () => void
  /** The orders paid, so the list drops them from the selection. */
  onPaid: (ids: string[]) => void
}

export function BulkPay({ orders, locale, onClose, onPaid }: BulkPayProps) {
  const { t, i18n } = useLingui()
  const bulk = useBulkPay()
  // Totals per currency: each currency is paid from its own account.
  const totals = Object.entries(
    orders.reduce<Record<string, number>>((sum, order) => {
      sum[order.currency] = (sum[order.currency] ?? 0) + order.totalAmount
      return sum
    }, {}),
  )
    .map(([currency, amount]) => formatMoney(amount, currency, locale))
    .join(' + ')
  const confirm = async () => {
    await bulk.run(orders.map((order) => ({ id: order.id, body: { purchaseId: order.id, version: order.version } })))
    // The dialog's summary says the counts (no notice over it: on a phone it covered the summary).
  }
  const close = () => {
    const paid = orders.filter((order) => bulk.outcomes[order.id]?.kind === 'done').map((order) => order.id)
    if (paid.length > 0) onPaid(paid)
    onClose()
  }
  return (
    <BulkActionModal
      opened
      title={t`Pay purchase orders`}
      rows={orders.map((order) => ({
        id: order.id,
        label: order.purchaseNo,
        detail: `${order.supplierName} · ${formatMoney(order.totalAmount, order.currency, locale)} · ${i18n._(PURCHASE_STATUS_LABELS[order.status])}`,
      }))}
      outcomes={bulk.outcomes}
      running={bulk.running}
      doneLabel={t`Paid`}
      confirmLabel={t`Pay ${orders.length} purchase orders`}
      onConfirm={() => void confirm()}
      onRetry={() => void bulk.retryUnsent()}
      onClose={close}
    >
      <Text size="sm">
        <Trans>
          Up to {totals} will be paid from your finance accounts, each order from the account in its currency. The
          suppliers are paid when they accept; a rejection refunds it. Orders that cannot be paid (status, balance) are
          left as they are and say why.
        </Trans>
      </Text>
    </BulkActionModal>
  )
}
