// Accept, delay or cancel the chosen orders at once. Orders the state machine already rules out
// (a shipped order cannot be cancelled) are answered here and never queued; the others go through
// the outbox one entry each, and every row says done, pending sync, or refused and why.
import { Trans, useLingui } from '@lingui/react/macro'
import { NumberInput, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { BulkActionModal } from '../../../components/bulk/bulk-action-modal'
import { refuseOrderAction } from '../../../contract/order-states'
import type { SaleOrderRow } from '../../../contract/orders'
import { formatMoney } from '../../../lib/money'
import { notifyFailure } from '../../../lib/notify'
import type { RowOutcome } from '../../../lib/row-calls'
import { type BulkOrderAction, useBulkOrderChange, useQueuedOutcomes } from '../api/bulk-order-change'
import { orderKeys } from '../api/keys'
import type { OrderLookups } from '../types'
import { ReasonField } from './reason-field'

export interface BulkOrderChangeProps {
  action: BulkOrderAction
  orders: SaleOrderRow[]
  lookups: OrderLookups
  locale: string
  onClose: () => void
  /** Orders done or queued, so the list drops them from the selection. */
  onChanged: (ids: string[]) => void
}

type Answer = RowOutcome & { seq?: number }

export function BulkOrderChange({ action, orders, lookups, locale, onClose, onChanged }: BulkOrderChangeProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const change = useBulkOrderChange(action)
  const [days, setDays] = useState<number | string>(1)
  const [reason, setReason] = useState('')
  const [answers, setAnswers] = useState<Record<string, Answer>>({})

  const refusalText = (order: SaleOrderRow): string | null => {
    const refusal = refuseOrderAction(order, action)
    if (refusal === null) return null
    if (refusal === 'already-accepted') return t`Already accepted`
    if (refusal === 'cancelled-or-rejected-no-delay') return t`A cancelled or rejected order cannot be delayed`
    const status = lookups.statusLabel(order.status)
    return t`Not possible for an order that is ${status}`
  }

  // Entries still queued are followed until the outbox has the server's answer.
  const seqs = useMemo(
    () => Object.values(answers).flatMap((answer) => (answer.kind === 'queued' && answer.seq ? [answer.seq] : [])),
    [answers],
  )
  const live = useQueuedOutcomes(seqs)
  const outcomes = useMemo(() => {
    const merged: Record<string, RowOutcome> = {}
    for (const [id, answer] of Object.entries(answers))
      merged[id] = answer.kind === 'queued' && answer.seq ? (live?.get(answer.seq) ?? answer) : answer
    return merged
  }, [answers, live])
  const settledLater = Object.values(outcomes).filter((outcome) => outcome.kind !== 'queued').length
  useEffect(() => {
    // A replay answered while the dialog is open: the list shows the new state too.
    if (settledLater > 0) void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
  }, [settledLater, queryClient])

  const days_ = Number(days)
  const missing = [
    ...(action === 'delay' && !(Number.isInteger(days_) && days_ >= 1 && days_ <= 30) ? [t`1 to 30 days`] : []),
    ...(action !== 'accept' && !reason.trim() ? [t`a reason`] : []),
  ]

  const confirm = () => {
    const refused: Record<string, Answer> = {}
    const allowed: SaleOrderRow[] = []
    for (const order of orders) {
      const why = refusalText(order)
      if (why) refused[order.id] = { kind: 'refused', message: why }
      else allowed.push(order)
    }
    setAnswers(refused)
    const fields =
      action === 'delay' ? { days: days_, reason: reason.trim() } : action === 'cancel' ? { reason: reason.trim() } : {}
    // The dialog's summary (a live region above the rows) says the counts: no notice on top of it,
    // which on a phone covered the dialog's own title and summary.
    if (allowed.length === 0) return
    change.mutate(
      allowed.map((order) => ({
        input: { orderId: order.id, version: order.version, ...fields },
        label: order.orderNo,
      })),
      {
        onSuccess: (result) => {
          const queued: Record<string, Answer> = Object.fromEntries(
            result.map((outcome): [string, Answer] => [
              outcome.orderId,
              outcome.kind === 'refused'
                ? { kind: 'refused', message: outcome.error.message }
                : outcome.kind === 'queued'
                  ? { kind: 'queued', seq: outcome.seq }
                  : { kind: 'done' },
            ]),
          )
          setAnswers((current) => ({ ...current, ...queued }))
          onChanged(result.filter((outcome) => outcome.kind !== 'refused').map((outcome) => outcome.orderId))
        },
        onError: (error) => notifyFailure(error.message),
      },
    )
  }

  const titles: Record<BulkOrderAction, string> = {
    accept: t`Accept orders`,
    delay: t`Delay orders`,
    cancel: t`Cancel orders`,
  }
  const confirmLabels: Record<BulkOrderAction, string> = {
    accept: t`Accept ${orders.length} orders`,
    delay: t`Delay ${orders.length} orders`,
    cancel: t`Cancel ${orders.length} orders`,
  }
  const doneLabels: Record<BulkOrderAction, string> = { accept: t`Accepted`, delay: t`Delayed`, cancel: t`Cancelled` }
  return (
    <BulkActionModal
      opened
      title={titles[action]}
      rows={orders.map((order) => ({
        id: order.id,
        label: order.orderNo,
        detail: `${lookups.statusLabel(order.status)} · ${order.buyerName} · ${formatMoney(order.totalAmount, order.currency, locale)}`,
      }))}
      outcomes={outcomes}
      running={change.isPending}
      doneLabel={doneLabels[action]}
      confirmLabel={confirmLabels[action]}
      danger={action === 'cancel'}
      missing={missing}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm">
        {action === 'accept' && <Trans>Accepting is final: an accepted order can no longer be split.</Trans>}
        {action === 'delay' && <Trans>Each order's ship-by time moves back by the same number of days.</Trans>}
        {action === 'cancel' && <Trans>Cancelled orders are not shipped; the buyers see the reason.</Trans>}{' '}
        <Trans>
          Orders whose status does not allow it are left as they are and say why. Offline, the changes wait on this
          device and are sent in order when the connection is back.
        </Trans>
      </Text>
      {action === 'delay' && (
        <NumberInput
          label={t`Days`}
          required
          min={1}
          max={30}
          allowDecimal={false}
          value={days}
          onChange={setDays}
          w={{ base: '100%', sm: 160 }}
        />
      )}
      {action !== 'accept' && <ReasonField value={reason} onChange={setReason} autoFocus />}
    </BulkActionModal>
  )
}
