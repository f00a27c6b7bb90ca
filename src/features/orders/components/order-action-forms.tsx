// The forms of the order actions (ship, split, delay, cancel, create refund), each validated by
// the contract's schema and sent with a fresh Idempotency-Key.
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import {
  cancelOrderSchema,
  createRefundSchema,
  delayOrderSchema,
  payOrderSchema,
  REFUND_TYPES,
  type RefundType,
  type SaleOrderDetail,
  type SaleOrderRow,
  shipOrderSchema,
  splitOrderSchema,
  trackingNoSchema,
} from '../../../contract/orders'
import { failingFields } from '../../../lib/form-schema'
import { formatMoney, majorToMinor, minorToMajor } from '../../../lib/money'
import { useCancelOrder } from '../api/cancel-order'
import { useCreateRefund } from '../api/create-refund'
import { useDelayOrder } from '../api/delay-order'
import { usePayOrder } from '../api/pay-order'
import { useQueueShipments } from '../api/queue-shipments'
import { useSplitOrder } from '../api/split-order'
import { refundableAmount } from '../order-actions'
import { REFUND_TYPE_LABELS } from '../order-labels'
import type { OrderLookups } from '../types'
import { ActionModal } from './action-modal'
import { specText } from './order-detail-sections'
import { ReasonField } from './reason-field'

// Each form reads its call's outcome from the promise, not from mutate's per-call onSuccess: a
// change that lands can make its own action unavailable (a cancelled order cannot be cancelled),
// which unmounts the form, and React Query drops the per-call callbacks of an unmounted form, so
// the notice would be lost. A refusal is shown by the form itself (its mutation's error).
const ignoreRefusal = () => {}

export interface ActionFormProps {
  order: SaleOrderDetail
  lookups: OrderLookups
  locale: string
  onClose: () => void
  onReload: () => void
  /** After success: the notice, and the order the action created (a split's new order). */
  onDone: (message: string, created?: { id: string; orderNo: string }) => void
}

/** Ship takes only what a list row has too, so a phone's order card opens the same form. */
export type ShipOrderFormProps = Omit<ActionFormProps, 'order' | 'locale'> & {
  order: Pick<SaleOrderRow, 'id' | 'orderNo' | 'expressCode' | 'version'>
}

export function ShipOrderForm({ order, lookups, onClose, onReload, onDone }: ShipOrderFormProps) {
  const { t } = useLingui()
  const ship = useQueueShipments()
  const [refusal, setRefusal] = useState<unknown>(null)
  const [expressCode, setExpressCode] = useState(order.expressCode ?? '')
  const [trackingNo, setTrackingNo] = useState('')
  const [touched, setTouched] = useState(false)
  const input = { orderId: order.id, expressCode, trackingNo: trackingNo.trim(), version: order.version }
  const failing = failingFields(shipOrderSchema, input)
  const trackingEmpty = !trackingNo.trim()
  const trackingBad = !trackingEmpty && !trackingNoSchema.safeParse(trackingNo.trim()).success
  const trackingError = trackingEmpty
    ? t`Enter the tracking number`
    : trackingBad
      ? t`4 to 40 letters, digits or dashes`
      : undefined
  const missing = [
    ...(failing.has('expressCode') ? [t`express company`] : []),
    ...(trackingEmpty ? [t`tracking number`] : trackingBad ? [t`a valid tracking number`] : []),
  ]
  return (
    <ActionModal
      opened
      title={t`Ship order ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Ship</Trans>}
      pending={ship.isPending}
      canSubmit={failing.size === 0}
      missing={missing}
      error={refusal ?? ship.error}
      onSubmit={() => {
        setRefusal(null)
        ship.mutateAsync([{ input, label: order.orderNo }]).then(([outcome]) => {
          if (outcome?.kind === 'refused') setRefusal(outcome.error)
          else if (outcome?.kind === 'done') onDone(t`The order was shipped`)
          else onDone(t`Saved on this device: the shipment is sent as soon as the server can be reached`)
        }, ignoreRefusal)
      }}
    >
      <Select
        label={t`Express company`}
        required
        searchable
        data={lookups.expressCompanies.map((company) => ({ value: company.value, label: company.text }))}
        value={expressCode || null}
        onChange={(value) => setExpressCode(value ?? '')}
        error={touched && failing.has('expressCode') ? t`Choose an express company` : undefined}
        data-autofocus
      />
      <TextInput
        label={t`Tracking no.`}
        required
        maxLength={40}
        value={trackingNo}
        onChange={(event) => setTrackingNo(event.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={(touched || trackingBad) && failing.has('trackingNo') ? trackingError : undefined}
      />
    </ActionModal>
  )
}

export function SplitOrderForm({ order, lookups, onClose, onReload, onDone }: ActionFormProps) {
  const { t } = useLingui()
  const split = useSplitOrder()
  const [lineIds, setLineIds] = useState<string[]>([])
  // Pieces to move per chosen line; a line not listed moves whole.
  const [pieces, setPieces] = useState<Record<string, number | string>>({})
  const quantityOf = (lineId: string) => {
    const line = order.lines.find((one) => one.id === lineId)
    const wanted = Number(pieces[lineId] ?? line?.quantity ?? 0)
    return Number.isInteger(wanted) ? wanted : 0
  }
  const partial = Object.fromEntries(
    lineIds
      .map((lineId) => [lineId, quantityOf(lineId)] as const)
      .filter(([lineId, quantity]) => quantity < (order.lines.find((line) => line.id === lineId)?.quantity ?? 0)),
  )
  const badQuantity = lineIds.some((lineId) => {
    const max = order.lines.find((line) => line.id === lineId)?.quantity ?? 0
    const quantity = quantityOf(lineId)
    return quantity < 1 || quantity > max
  })
  // Moving every line whole would leave an empty order behind.
  const everyLine = lineIds.length >= order.lines.length && Object.keys(partial).length === 0
  const input = {
    orderId: order.id,
    lineIds,
    ...(Object.keys(partial).length > 0 ? { quantities: partial } : {}),
    version: order.version,
  }
  const valid = failingFields(splitOrderSchema, input).size === 0 && !everyLine && !badQuantity
  return (
    <ActionModal
      opened
      danger
      title={t`Split order ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Split</Trans>}
      pending={split.isPending}
      canSubmit={valid}
      missing={[
        ...(lineIds.length === 0 ? [t`a line to move`] : []),
        ...(badQuantity ? [t`a quantity from 1 to the line's pieces`] : []),
      ]}
      error={split.error}
      onSubmit={() =>
        split.mutateAsync(input).then((answer) => onDone(t`The order was split`, newOrderOf(answer)), ignoreRefusal)
      }
    >
      <Text size="sm" c="red">
        <Trans>Splitting cannot be undone: the chosen lines or pieces move into a new order.</Trans>
      </Text>
      <Checkbox.Group label={t`Lines to move into the new order`} value={lineIds} onChange={setLineIds}>
        <Stack gap="xs" mt="xs">
          {order.lines.map((line) => (
            <Group key={line.id} gap="sm" wrap="nowrap" justify="space-between">
              <Checkbox value={line.id} label={`${line.title} · ${specText(line.spec, lookups)} × ${line.quantity}`} />
              {line.quantity > 1 && lineIds.includes(line.id) ? (
                <NumberInput
                  aria-label={t`Pieces of ${line.title} to move`}
                  w={110}
                  size="xs"
                  min={1}
                  max={line.quantity}
                  allowDecimal={false}
                  value={pieces[line.id] ?? line.quantity}
                  onChange={(value) => setPieces((current) => ({ ...current, [line.id]: value }))}
                  suffix={` / ${line.quantity}`}
                />
              ) : null}
            </Group>
          ))}
        </Stack>
      </Checkbox.Group>
      {everyLine && (
        <Text size="sm" c="red">
          <Trans>Leave at least one line or piece in this order.</Trans>
        </Text>
      )}
    </ActionModal>
  )
}

/** The new order of a split's answer, for the link the detail shows after it. */
function newOrderOf(answer: unknown): { id: string; orderNo: string } | undefined {
  const created = (answer as { newOrder?: { id?: unknown; orderNo?: unknown } } | null)?.newOrder
  return typeof created?.id === 'string' && typeof created.orderNo === 'string'
    ? { id: created.id, orderNo: created.orderNo }
    : undefined
}

export function DelayOrderForm({ order, onClose, onReload, onDone }: ActionFormProps) {
  const { t } = useLingui()
  const delay = useDelayOrder()
  const [days, setDays] = useState<number | string>(1)
  const [reason, setReason] = useState('')
  const input = { orderId: order.id, days: Number(days), reason: reason.trim(), version: order.version }
  const failing = failingFields(delayOrderSchema, input)
  return (
    <ActionModal
      opened
      title={t`Delay order ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Delay</Trans>}
      pending={delay.isPending}
      canSubmit={failing.size === 0}
      missing={[...(failing.has('days') ? [t`1 to 30 days`] : []), ...(failing.has('reason') ? [t`a reason`] : [])]}
      error={delay.error}
      onSubmit={() => delay.mutateAsync(input).then(() => onDone(t`The ship-by time was pushed back`), ignoreRefusal)}
    >
      <NumberInput
        label={t`Days`}
        required
        min={1}
        max={30}
        allowDecimal={false}
        value={days}
        onChange={setDays}
        error={failing.has('days') ? t`1 to 30 days` : undefined}
      />
      <ReasonField value={reason} onChange={setReason} />
    </ActionModal>
  )
}

/** A storefront order's payment confirmed by hand (the buyer paid at the counter or by transfer). */
export function PayOrderForm({ order, locale, onClose, onReload, onDone }: ActionFormProps) {
  const { t } = useLingui()
  const pay = usePayOrder()
  const [reference, setReference] = useState('')
  const input = { orderId: order.id, reference: reference.trim(), version: order.version }
  const total = formatMoney(order.totalAmount, order.currency, locale)
  return (
    <ActionModal
      opened
      title={t`Confirm payment of ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Payment received</Trans>}
      pending={pay.isPending}
      canSubmit={failingFields(payOrderSchema, input).size === 0}
      error={pay.error}
      onSubmit={() =>
        pay.mutateAsync(input).then(() => onDone(t`Payment confirmed: the order waits to ship`), ignoreRefusal)
      }
    >
      <Stack gap="sm">
        <Text size="sm">
          <Trans>
            Confirm only once {total} has reached you: at the counter, or by a transfer you can see. The order then
            waits to ship, and can be bought from a supplier and made.
          </Trans>
        </Text>
        <TextInput
          label={<Trans>How it was paid (optional)</Trans>}
          description={<Trans>A transfer reference or "cash at the counter", kept in the order's history</Trans>}
          value={reference}
          maxLength={100}
          onChange={(event) => setReference(event.currentTarget.value)}
          data-autofocus
        />
      </Stack>
    </ActionModal>
  )
}

export function CancelOrderForm({ order, onClose, onReload, onDone }: ActionFormProps) {
  const { t } = useLingui()
  const cancel = useCancelOrder()
  const [reason, setReason] = useState('')
  const input = { orderId: order.id, reason: reason.trim(), version: order.version }
  return (
    <ActionModal
      opened
      danger
      title={t`Cancel order ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Cancel order</Trans>}
      pending={cancel.isPending}
      canSubmit={failingFields(cancelOrderSchema, input).size === 0}
      missing={[t`a reason`]}
      error={cancel.error}
      onSubmit={() => cancel.mutateAsync(input).then(() => onDone(t`The order was cancelled`), ignoreRefusal)}
    >
      <ReasonField value={reason} onChange={setReason} autoFocus />
    </ActionModal>
  )
}

export function CreateRefundForm({ order, locale, onClose, onReload, onDone }: ActionFormProps) {
  const { t, i18n } = useLingui()
  const create = useCreateRefund()
  const max = refundableAmount(order)
  const [type, setType] = useState<RefundType>('refund_only')
  const [amount, setAmount] = useState<number | string>(minorToMajor(max, order.currency))
  const [reason, setReason] = useState('')
  const minor = majorToMinor(amount, order.currency)
  const input = { orderId: order.id, type, amount: minor ?? 0, reason: reason.trim(), images: [] }
  const tooMuch = minor != null && minor > max
  const failing = failingFields(createRefundSchema, input)
  const maxText = formatMoney(max, order.currency, locale)
  return (
    <ActionModal
      opened
      title={t`Refund for ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Create refund</Trans>}
      pending={create.isPending}
      canSubmit={failing.size === 0 && !tooMuch}
      missing={[
        ...(failing.has('amount') || tooMuch ? [t`an amount above zero and at most ${maxText}`] : []),
        ...(failing.has('reason') ? [t`a reason`] : []),
      ]}
      error={create.error}
      onSubmit={() => create.mutateAsync(input).then(() => onDone(t`The refund was created`), ignoreRefusal)}
    >
      <Select
        label={t`After-sales type`}
        required
        allowDeselect={false}
        data={REFUND_TYPES.map((value) => ({ value, label: i18n._(REFUND_TYPE_LABELS[value]) }))}
        value={type}
        onChange={(value) => value && setType(value as RefundType)}
      />
      <NumberInput
        label={t`Refund amount (${order.currency})`}
        description={t`At most ${maxText}`}
        required
        min={0}
        decimalScale={2}
        value={amount}
        onChange={setAmount}
        error={tooMuch ? t`At most ${maxText}` : failing.has('amount') ? t`Enter an amount above zero` : undefined}
      />
      <ReasonField value={reason} onChange={setReason} maxLength={500} />
    </ActionModal>
  )
}
