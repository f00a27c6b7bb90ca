// /sale/refund/detail: one after-sales request with its order, and the seller's decision
// (approve / reject with a reason) while it is pending and the user holds sale_refund.edit.

import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Image, SimpleGrid, Stack, Text } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { detailState } from '../../../components/detail-state'
import { PageHeader } from '../../../components/list-page/page-header'
import { canRefund, rejectRefundSchema, type SaleRefundDetail } from '../../../contract/orders'
import { isApiError } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { failingFields } from '../../../lib/form-schema'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useApproveRefund, useRejectRefund } from '../api/decide-refund'
import { useRefund } from '../api/get-refund'
import { REFUND_TYPE_LABELS } from '../order-labels'
import type { OrderLookups } from '../types'
import { ActionModal } from './action-modal'
import { ReasonField } from './reason-field'
import { RefundStatusBadge } from './refund-status-badge'

export interface RefundDetailScreenProps {
  refundId: string
  lookups: OrderLookups
  /** sale_refund.edit */
  canDecide: boolean
  /** The signed-in user: whoever entered a refund cannot approve it (maker–checker). */
  username: string
  /** A link to the refund's order. */
  renderOrderLink: (orderId: string, orderNo: string) => ReactNode
}

export function RefundDetailScreen(props: RefundDetailScreenProps) {
  const query = useRefund(props.refundId)
  const pending = detailState(props.refundId, query, {
    notFoundTitle: <Trans>Refund not found</Trans>,
    notFoundText: <Trans>The refund does not exist or is not one of yours.</Trans>,
    failedTitle: <Trans>The refund could not be loaded</Trans>,
  })
  // detailState covers a missing record; the second test narrows the type.
  if (pending || !query.data) return pending
  return <RefundDetail {...props} refund={query.data} onReload={() => void query.refetch()} />
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={110}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  )
}

function RefundDetail({
  refund,
  lookups,
  canDecide,
  username,
  renderOrderLink,
  onReload,
}: RefundDetailScreenProps & { refund: SaleRefundDetail; onReload: () => void }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const approve = useApproveRefund(refund.orderId)
  const [rejecting, setRejecting] = useState(false)
  const amount = formatMoney(refund.amount, refund.currency, locale)

  const runApprove = async () => {
    const ok = await confirm({
      title: t`Approve refund ${refund.refundNo}?`,
      message: t`${amount} goes back to the buyer through the sales channel.`,
      confirmLabel: t`Approve`,
    })
    if (!ok) return
    approve.mutate(
      { refundId: refund.id, version: refund.version },
      {
        onSuccess: () => notifySuccess(t`The refund was approved`),
        onError: (error) =>
          notifyFailure(
            isApiError(error) && error.status === 412
              ? t`This refund was changed meanwhile; it has been reloaded`
              : errorMessage(error),
          ),
      },
    )
  }

  const decidable = canDecide && canRefund(refund.status, 'approve')
  const enteredBySelf = refund.createdBy === username
  return (
    <Stack gap="md">
      <PageHeader
        title={refund.refundNo}
        extra={<RefundStatusBadge status={refund.status} label={lookups.refundStatusLabel(refund.status)} />}
        actions={
          decidable && (
            <>
              {enteredBySelf && (
                <Text size="xs" c="dimmed" id="refund-self-approval">
                  <Trans>You entered this refund; someone else with refund rights approves it</Trans>
                </Text>
              )}
              <Button
                loading={approve.isPending}
                disabled={enteredBySelf}
                aria-describedby={enteredBySelf ? 'refund-self-approval' : undefined}
                onClick={() => void runApprove()}
              >
                <Trans>Approve</Trans>
              </Button>
              {canRefund(refund.status, 'reject') && (
                <Button variant="outline" color="red" onClick={() => setRejecting(true)}>
                  <Trans>Reject</Trans>
                </Button>
              )}
            </>
          )
        }
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md">
          <Stack gap={4}>
            <Field label={<Trans>Order no.</Trans>}>{renderOrderLink(refund.orderId, refund.orderNo)}</Field>
            <Field label={<Trans>Shop</Trans>}>
              {refund.shopName} · {lookups.channelLabel(refund.channel)}
            </Field>
            <Field label={<Trans>After-sales type</Trans>}>{i18n._(REFUND_TYPE_LABELS[refund.type])}</Field>
            <Field label={<Trans>Refund amount</Trans>}>
              <b>{amount}</b>
            </Field>
            <Field label={<Trans>Order total</Trans>}>
              {formatMoney(refund.order.totalAmount, refund.order.currency, locale)}
            </Field>
            <Field label={<Trans>Created</Trans>}>{formatDateTime(refund.createdAt, locale)}</Field>
            <Field label={<Trans>Updated</Trans>}>{formatDateTime(refund.updatedAt, locale)}</Field>
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap={4}>
            <Field label={<Trans>Reason</Trans>}>{refund.reason}</Field>
            {refund.rejectReason && <Field label={<Trans>Rejected because</Trans>}>{refund.rejectReason}</Field>}
            {refund.images.length > 0 && (
              <Group gap="xs" mt="xs">
                {refund.images.map((src) => (
                  <Image key={src} src={src} w={72} h={72} radius="sm" alt={t`Evidence`} />
                ))}
              </Group>
            )}
          </Stack>
        </Card>
      </SimpleGrid>
      {rejecting && <RejectRefundForm refund={refund} onClose={() => setRejecting(false)} onReload={onReload} />}
    </Stack>
  )
}

/** The seller's refusal of a refund, with the reason the buyer is told. */
function RejectRefundForm({
  refund,
  onClose,
  onReload,
}: {
  refund: SaleRefundDetail
  onClose: () => void
  onReload: () => void
}) {
  const { t } = useLingui()
  const reject = useRejectRefund(refund.orderId)
  const inputOf = (values: { reason: string }) => ({
    refundId: refund.id,
    reason: values.reason.trim(),
    version: refund.version,
  })
  const form = useForm({
    initialValues: { reason: '' },
    validate: (values) => ({
      reason: failingFields(rejectRefundSchema, inputOf(values)).size > 0 ? t`a reason` : undefined,
    }),
  })
  return (
    <ActionModal
      opened
      danger
      title={t`Reject refund ${refund.refundNo}`}
      onClose={onClose}
      onReload={onReload}
      submitLabel={<Trans>Reject</Trans>}
      form={form}
      onSubmit={async (values) => {
        await reject.mutateAsync(inputOf(values))
        notifySuccess(t`The refund was rejected`)
        onClose()
      }}
    >
      <ReasonField value={form.values.reason} onChange={(reason) => form.setFieldValue('reason', reason)} autoFocus />
    </ActionModal>
  )
}
