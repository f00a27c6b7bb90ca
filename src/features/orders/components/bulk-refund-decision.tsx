// Approve or reject the chosen refunds at once. Every chosen refund is sent (the server knows its
// current state best); each row then says approved / rejected, or refused and why.
import { Trans, useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { useState } from 'react'
import { BulkActionModal } from '../../../components/bulk/bulk-action-modal'
import type { SaleRefundRow } from '../../../contract/orders'
import { formatMoney } from '../../../lib/money'
import { type RefundDecision, useBulkRefundDecision } from '../api/bulk-refund-decision'
import type { OrderLookups } from '../types'
import { ReasonField } from './reason-field'

export interface BulkRefundDecisionProps {
  decision: RefundDecision
  refunds: SaleRefundRow[]
  lookups: OrderLookups
  locale: string
  onClose: () => void
  /** The refunds the server changed, so the list drops them from the selection. */
  onChanged: (ids: string[]) => void
}

export function BulkRefundDecision({
  decision,
  refunds,
  lookups,
  locale,
  onClose,
  onChanged,
}: BulkRefundDecisionProps) {
  const { t } = useLingui()
  const bulk = useBulkRefundDecision(decision)
  const [reason, setReason] = useState('')
  const approve = decision === 'approve'
  const rows = refunds.map((refund) => ({
    id: refund.id,
    label: refund.refundNo,
    detail: `${refund.orderNo} · ${formatMoney(refund.amount, refund.currency, locale)} · ${lookups.refundStatusLabel(refund.status)}`,
  }))
  const doneLabel = approve ? t`Approved` : t`Rejected`
  const confirm = async () => {
    const trimmed = reason.trim()
    await bulk.run(
      refunds.map((refund) => ({
        id: refund.id,
        body: { refundId: refund.id, version: refund.version, ...(approve ? {} : { reason: trimmed }) },
      })),
    )
    // The dialog's summary (a live region above the rows) says the counts: no notice on top of it,
    // which on a phone covered the dialog's own title and summary.
  }
  const finish = () => {
    const done = refunds.filter((refund) => bulk.outcomes[refund.id]?.kind === 'done').map((refund) => refund.id)
    if (done.length > 0) onChanged(done)
    onClose()
  }
  return (
    <BulkActionModal
      opened
      title={approve ? t`Approve refunds` : t`Reject refunds`}
      rows={rows}
      outcomes={bulk.outcomes}
      running={bulk.running}
      doneLabel={doneLabel}
      confirmLabel={approve ? t`Approve ${refunds.length} refunds` : t`Reject ${refunds.length} refunds`}
      danger={!approve}
      missing={!approve && !reason.trim() ? [t`a reason`] : []}
      onConfirm={() => void confirm()}
      onRetry={() => void bulk.retryUnsent()}
      onClose={finish}
    >
      {approve ? (
        <Text size="sm">
          <Trans>
            Each approved amount goes back to its buyer through the channel. Refunds that can no longer be approved are
            left as they are and say why.
          </Trans>
        </Text>
      ) : (
        <>
          <Text size="sm">
            <Trans>The buyers see this reason. Refunds that can no longer be rejected are left as they are.</Trans>
          </Text>
          <ReasonField value={reason} onChange={setReason} autoFocus />
        </>
      )}
    </BulkActionModal>
  )
}
