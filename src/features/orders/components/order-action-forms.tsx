// The forms of the order actions (ship, split, delay, pay, cancel, create refund), each on the form
// kit (lib/use-form), validated by the contract's schema and sent with a fresh Idempotency-Key.
import { Trans, useLingui } from '@lingui/react/macro'
import { Checkbox, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core'
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
import { useForm } from '../../../lib/use-form'
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

// Each form reads its call's outcome from the promise the kit awaits, not from mutate's per-call
// onSuccess: a change that lands can make its own action unavailable (a cancelled order cannot be
// cancelled), which unmounts the form, and React Query drops the per-call callbacks of an unmounted
// form, so the notice would be lost. A refusal the promise rejects with is shown by the form.

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
  const inputOf = (values: { expressCode: string; trackingNo: string }) => ({
    orderId: order.id,
    expressCode: values.expressCode,
    trackingNo: values.trackingNo.trim(),
    version: order.version,
  })
  const trackingProblem = (trackingNo: string) =>
    !trackingNo.trim() ? 'empty' : trackingNoSchema.safeParse(trackingNo.trim()).success ? undefined : 'bad'
  const form = useForm({
    initialValues: { expressCode: order.expressCode ?? '', trackingNo: '' },
    validate: (values) => {
      const failing = failingFields(shipOrderSchema, inputOf(values))
      const tracking = trackingProblem(values.trackingNo)
      return {
        expressCode: failing.has('expressCode') ? t`Choose an express company` : undefined,
        trackingNo: !failing.has('trackingNo')
          ? undefined
          : tracking === 'bad'
            ? t`4 to 40 letters, digits or dashes`
            : t`Enter the tracking number`,
      }
    },
    // A malformed number is said while it is typed; an empty one once the field is left.
    live: ['trackingNo'],
    needs: (values) => {
      const tracking = trackingProblem(values.trackingNo)
      return [
        ...(failingFields(shipOrderSchema, inputOf(values)).has('expressCode') ? [t`express company`] : []),
        ...(tracking === 'empty' ? [t`tracking number`] : tracking === 'bad' ? [t`a valid tracking number`] : []),
      ]
    },
  })
  // Leaving the tracking number shows what both fields still lack.
  const leaveTracking = () => {
    form.touch('trackingNo')
    form.touch('expressCode')
  }
  return (
    <ActionModal
      opened
      title={t`Ship order ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Ship</Trans>}
      form={form}
      onSubmit={async (values) => {
        const [outcome] = await ship.mutateAsync([{ input: inputOf(values), label: order.orderNo }])
        if (outcome?.kind === 'refused') throw outcome.error
        if (outcome?.kind === 'done') onDone(t`The order was shipped`)
        else onDone(t`Saved on this device: the shipment is sent as soon as the server can be reached`)
      }}
    >
      <Select
        label={t`Express company`}
        required
        searchable
        data={lookups.expressCompanies.map((company) => ({ value: company.value, label: company.text }))}
        value={form.values.expressCode || null}
        onChange={(value) => form.setFieldValue('expressCode', value ?? '')}
        error={form.errors.expressCode}
        data-autofocus
      />
      <TextInput
        label={t`Tracking no.`}
        required
        maxLength={40}
        {...form.getInputProps('trackingNo')}
        onBlur={leaveTracking}
      />
    </ActionModal>
  )
}

export function SplitOrderForm({ order, lookups, onClose, onReload, onDone }: ActionFormProps) {
  const { t } = useLingui()
  const split = useSplitOrder()
  const maxOf = (lineId: string) => order.lines.find((line) => line.id === lineId)?.quantity ?? 0
  /** The chosen lines, the pieces to move of each (a line not listed moves whole), and what is wrong. */
  const planOf = (values: { lineIds: string[]; pieces: Record<string, number | string> }) => {
    const quantityOf = (lineId: string) => {
      const wanted = Number(values.pieces[lineId] ?? maxOf(lineId))
      return Number.isInteger(wanted) ? wanted : 0
    }
    const partial = Object.fromEntries(
      values.lineIds
        .map((lineId) => [lineId, quantityOf(lineId)] as const)
        .filter(([lineId, quantity]) => quantity < maxOf(lineId)),
    )
    const input = {
      orderId: order.id,
      lineIds: values.lineIds,
      ...(Object.keys(partial).length > 0 ? { quantities: partial } : {}),
      version: order.version,
    }
    return {
      input,
      noLine: values.lineIds.length === 0,
      badQuantity: values.lineIds.some((lineId) => quantityOf(lineId) < 1 || quantityOf(lineId) > maxOf(lineId)),
      // Moving every line whole would leave an empty order behind.
      everyLine: values.lineIds.length >= order.lines.length && Object.keys(partial).length === 0,
      schemaFails: failingFields(splitOrderSchema, input).size > 0,
    }
  }
  const form = useForm({
    initialValues: { lineIds: [] as string[], pieces: {} as Record<string, number | string> },
    validate: (values) => {
      const plan = planOf(values)
      return {
        lineIds: plan.schemaFails || plan.everyLine ? t`Leave at least one line or piece in this order.` : undefined,
        pieces: plan.badQuantity ? t`a quantity from 1 to the line's pieces` : undefined,
      }
    },
    needs: (values) => {
      const plan = planOf(values)
      return [
        ...(plan.noLine ? [t`a line to move`] : []),
        ...(plan.badQuantity ? [t`a quantity from 1 to the line's pieces`] : []),
      ]
    },
  })
  const { lineIds, pieces } = form.values
  return (
    <ActionModal
      opened
      danger
      title={t`Split order ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Split</Trans>}
      form={form}
      onSubmit={async (values) => {
        const answer = await split.mutateAsync(planOf(values).input)
        onDone(t`The order was split`, newOrderOf(answer))
      }}
    >
      <Text size="sm" c="red">
        <Trans>Splitting cannot be undone: the chosen lines or pieces move into a new order.</Trans>
      </Text>
      <Checkbox.Group
        label={t`Lines to move into the new order`}
        value={lineIds}
        onChange={(value) => form.setFieldValue('lineIds', value)}
      >
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
                  onChange={(value) => form.setFieldValue('pieces', { ...pieces, [line.id]: value })}
                  suffix={` / ${line.quantity}`}
                />
              ) : null}
            </Group>
          ))}
        </Stack>
      </Checkbox.Group>
      {planOf(form.values).everyLine && (
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
  const inputOf = (values: { days: number | string; reason: string }) => ({
    orderId: order.id,
    days: Number(values.days),
    reason: values.reason.trim(),
    version: order.version,
  })
  const form = useForm({
    initialValues: { days: 1 as number | string, reason: '' },
    validate: (values) => {
      const failing = failingFields(delayOrderSchema, inputOf(values))
      return {
        days: failing.has('days') ? t`1 to 30 days` : undefined,
        reason: failing.has('reason') ? t`a reason` : undefined,
      }
    },
    live: ['days'],
    needs: (values) => {
      const failing = failingFields(delayOrderSchema, inputOf(values))
      return [...(failing.has('days') ? [t`1 to 30 days`] : []), ...(failing.has('reason') ? [t`a reason`] : [])]
    },
  })
  return (
    <ActionModal
      opened
      title={t`Delay order ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Delay</Trans>}
      form={form}
      onSubmit={async (values) => {
        await delay.mutateAsync(inputOf(values))
        onDone(t`The ship-by time was pushed back`)
      }}
    >
      <NumberInput
        label={t`Days`}
        required
        min={1}
        max={30}
        allowDecimal={false}
        value={form.values.days}
        onChange={(value) => form.setFieldValue('days', value)}
        error={form.errors.days}
      />
      <ReasonField value={form.values.reason} onChange={(reason) => form.setFieldValue('reason', reason)} />
    </ActionModal>
  )
}

/** A storefront order's payment confirmed by hand (the buyer paid at the counter or by transfer). */
export function PayOrderForm({ order, locale, onClose, onReload, onDone }: ActionFormProps) {
  const { t } = useLingui()
  const pay = usePayOrder()
  const inputOf = (values: { reference: string }) => ({
    orderId: order.id,
    reference: values.reference.trim(),
    version: order.version,
  })
  const form = useForm({
    initialValues: { reference: '' },
    validate: (values) => ({
      reference: failingFields(payOrderSchema, inputOf(values)).size > 0 ? t`Check this value` : undefined,
    }),
  })
  const total = formatMoney(order.totalAmount, order.currency, locale)
  return (
    <ActionModal
      opened
      title={t`Confirm payment of ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Payment received</Trans>}
      form={form}
      onSubmit={async (values) => {
        await pay.mutateAsync(inputOf(values))
        onDone(t`Payment confirmed: the order waits to ship`)
      }}
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
          maxLength={100}
          value={form.values.reference}
          onChange={(event) => form.setFieldValue('reference', event.currentTarget.value)}
          data-autofocus
        />
      </Stack>
    </ActionModal>
  )
}

export function CancelOrderForm({ order, onClose, onReload, onDone }: ActionFormProps) {
  const { t } = useLingui()
  const cancel = useCancelOrder()
  const inputOf = (values: { reason: string }) => ({
    orderId: order.id,
    reason: values.reason.trim(),
    version: order.version,
  })
  const form = useForm({
    initialValues: { reason: '' },
    validate: (values) => ({
      reason: failingFields(cancelOrderSchema, inputOf(values)).size > 0 ? t`a reason` : undefined,
    }),
    needs: () => [t`a reason`],
  })
  return (
    <ActionModal
      opened
      danger
      title={t`Cancel order ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Cancel order</Trans>}
      form={form}
      onSubmit={async (values) => {
        await cancel.mutateAsync(inputOf(values))
        onDone(t`The order was cancelled`)
      }}
    >
      <ReasonField value={form.values.reason} onChange={(reason) => form.setFieldValue('reason', reason)} autoFocus />
    </ActionModal>
  )
}

export function CreateRefundForm({ order, locale, onClose, onReload, onDone }: ActionFormProps) {
  const { t, i18n } = useLingui()
  const create = useCreateRefund()
  const max = refundableAmount(order)
  const maxText = formatMoney(max, order.currency, locale)
  const checkOf = (values: { type: RefundType; amount: number | string; reason: string }) => {
    const minor = majorToMinor(values.amount, order.currency)
    const input = { orderId: order.id, type: values.type, amount: minor ?? 0, reason: values.reason.trim(), images: [] }
    return { input, failing: failingFields(createRefundSchema, input), tooMuch: minor != null && minor > max }
  }
  const form = useForm({
    initialValues: {
      type: 'refund_only' as RefundType,
      amount: minorToMajor(max, order.currency) as number | string,
      reason: '',
    },
    validate: (values) => {
      const { failing, tooMuch } = checkOf(values)
      return {
        amount: tooMuch ? t`At most ${maxText}` : failing.has('amount') ? t`Enter an amount above zero` : undefined,
        reason: failing.has('reason') ? t`a reason` : undefined,
      }
    },
    live: ['amount'],
    needs: (values) => {
      const { failing, tooMuch } = checkOf(values)
      return [
        ...(failing.has('amount') || tooMuch ? [t`an amount above zero and at most ${maxText}`] : []),
        ...(failing.has('reason') ? [t`a reason`] : []),
      ]
    },
  })
  return (
    <ActionModal
      opened
      title={t`Refund for ${order.orderNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Create refund</Trans>}
      form={form}
      onSubmit={async (values) => {
        await create.mutateAsync(checkOf(values).input)
        onDone(t`The refund was created`)
      }}
    >
      <Select
        label={t`After-sales type`}
        required
        allowDeselect={false}
        data={REFUND_TYPES.map((value) => ({ value, label: i18n._(REFUND_TYPE_LABELS[value]) }))}
        value={form.values.type}
        onChange={(value) => value && form.setFieldValue('type', value as RefundType)}
      />
      <NumberInput
        label={t`Refund amount (${order.currency})`}
        description={t`At most ${maxText}`}
        required
        min={0}
        decimalScale={2}
        value={form.values.amount}
        onChange={(value) => form.setFieldValue('amount', value)}
        error={form.errors.amount}
      />
      <ReasonField
        value={form.values.reason}
        onChange={(reason) => form.setFieldValue('reason', reason)}
        maxLength={500}
      />
    </ActionModal>
  )
}
