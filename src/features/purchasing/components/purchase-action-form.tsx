// The form of one purchase order action: a confirmation for pay and accept, a reason for cancel
// and reject, logistics company + number for ship (SPEC.md §5: never the purchase order number),
// and the account to refund to after a failed rejection. The call's error shows in the user's
// language; a 412 offers a reload; submit is disabled while invalid or pending.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import {
  logisticsNoSchema,
  type PurchaseAction,
  type PurchaseOrderDetail,
  sameAsPurchaseNo,
} from '../../../contract/purchasing'
import { isApiError } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { useFinanceAccounts } from '../../../lookups/api/get-finance-accounts'
import { usePurchaseCall } from '../api/purchase-call'
import { PURCHASE_ACTION_LABELS } from '../purchase-labels'

export interface PurchaseActionFormProps {
  order: PurchaseOrderDetail
  action: PurchaseAction
  locale: string
  expressOptions: { value: string; label: string }[]
  onClose: () => void
  onDone: (message: string) => void
}

export function PurchaseActionForm({
  order,
  action,
  locale,
  expressOptions,
  onClose,
  onDone,
}: PurchaseActionFormProps) {
  const { t, i18n } = useLingui()
  const call = usePurchaseCall(action)
  const accounts = useFinanceAccounts(action === 'refund')
  const [reason, setReason] = useState('')
  const [expressCode, setExpressCode] = useState('')
  const [logisticsNo, setLogisticsNo] = useState('')
  const [accountId, setAccountId] = useState<string | null>(null)
  const [touched, setTouched] = useState(false)
  const amount = formatMoney(order.totalAmount, order.currency, locale)

  const logisticsError = !logisticsNo.trim()
    ? t`Enter the logistics number`
    : !logisticsNoSchema.safeParse(logisticsNo.trim()).success
      ? t`4 to 40 letters, digits or dashes`
      : sameAsPurchaseNo(order.purchaseNo, logisticsNo)
        ? t`The purchase order number and the logistics number cannot be the same`
        : undefined
  const valid =
    action === 'cancel' || action === 'reject'
      ? reason.trim().length > 0
      : action === 'ship'
        ? Boolean(expressCode) && !logisticsError
        : action === 'refund'
          ? Boolean(accountId)
          : true

  const body = (): Record<string, unknown> => {
    switch (action) {
      case 'cancel':
      case 'reject':
        return { reason: reason.trim() }
      case 'ship':
        return { expressCode, logisticsNo: logisticsNo.trim() }
      case 'refund':
        return { accountId }
      default:
        return {}
    }
  }
  const done: Record<PurchaseAction, string> = {
    pay: t`Paid ${amount}`,
    cancel: t`The purchase order was cancelled`,
    accept: t`The purchase order was accepted`,
    ship: t`The purchase order was shipped`,
    reject: t`The purchase order was rejected`,
    refund: t`${amount} was refunded`,
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (!valid || call.isPending) return
    call.mutate({ purchaseId: order.id, version: order.version, ...body() }, { onSuccess: () => onDone(done[action]) })
  }
  const stale = isApiError(call.error) && call.error.status === 412
  const danger = action === 'cancel' || action === 'reject'

  return (
    <Modal
      opened
      onClose={call.isPending ? () => {} : onClose}
      title={`${i18n._(PURCHASE_ACTION_LABELS[action])} · ${order.purchaseNo}`}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {action === 'pay' && (
            <Text size="sm">
              <Trans>
                {amount} will be paid from your finance account in {order.currency}. The supplier is paid when they
                accept; a rejection refunds it.
              </Trans>
            </Text>
          )}
          {action === 'accept' && (
            <Text size="sm">
              <Trans>Accept this purchase order of {amount}? You then ship it with a logistics number.</Trans>
            </Text>
          )}
          {action === 'reject' && order.status !== '1' && (
            <Text size="sm">
              <Trans>The paid {amount} goes back to the distributor's account.</Trans>
            </Text>
          )}
          {(action === 'cancel' || action === 'reject') && (
            <Textarea
              label={t`Reason`}
              required
              maxLength={200}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={touched && !reason.trim() ? t`Enter a reason` : undefined}
              data-autofocus
            />
          )}
          {action === 'ship' && (
            <>
              <Select
                label={t`Logistics company`}
                required
                searchable
                data={expressOptions}
                value={expressCode || null}
                onChange={(value) => setExpressCode(value ?? '')}
                error={touched && !expressCode ? t`Choose a logistics company` : undefined}
                data-autofocus
              />
              <TextInput
                label={t`Logistics no.`}
                required
                maxLength={40}
                value={logisticsNo}
                onChange={(event) => setLogisticsNo(event.currentTarget.value)}
                onBlur={() => setTouched(true)}
                error={touched || logisticsNo ? logisticsError : undefined}
              />
            </>
          )}
          {action === 'refund' && (
            <Select
              label={t`Refund to account`}
              required
              data={(accounts.data ?? [])
                .filter((account) => account.currency === order.currency)
                .map((account) => ({ value: account.id, label: account.name }))}
              value={accountId}
              onChange={setAccountId}
              error={touched && !accountId ? t`Choose an account` : undefined}
            />
          )}
          {call.error != null && (
            <Alert color={stale ? 'yellow' : 'red'} role="alert">
              {stale
                ? t`This purchase order was changed meanwhile; it now shows its current state.`
                : errorMessage(call.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={call.isPending}>
              <Trans>Close</Trans>
            </Button>
            <Button
              type="submit"
              color={danger ? 'red' : undefined}
              loading={call.isPending}
              disabled={touched && !valid}
            >
              {i18n._(PURCHASE_ACTION_LABELS[action])}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
