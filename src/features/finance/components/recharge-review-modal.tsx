// The review of one top-up: "confirm received" (credits the account), reject with a reason, or
// close a request that will not be paid.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import type { RechargeRow } from '../../../contract/finance'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useRechargeCall } from '../api/recharges'

export type RechargeDecision = 'confirm' | 'reject' | 'close'
const CALL = { confirm: 'rechargeConfirm', reject: 'rechargeReject', close: 'rechargeClose' } as const

export function RechargeReviewModal({
  recharge,
  decision,
  locale,
  onClose,
}: {
  recharge: RechargeRow | undefined
  decision: RechargeDecision | undefined
  locale: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const titles = { confirm: t`Confirm received`, reject: t`Reject top-up`, close: t`Close top-up` }
  return (
    <Modal opened={Boolean(recharge && decision)} onClose={onClose} title={decision ? titles[decision] : ''} centered>
      {recharge && decision && (
        <ReviewForm
          key={`${recharge.id}-${decision}`}
          recharge={recharge}
          decision={decision}
          locale={locale}
          onClose={onClose}
        />
      )}
    </Modal>
  )
}

function ReviewForm({
  recharge,
  decision,
  locale,
  onClose,
}: {
  recharge: RechargeRow
  decision: RechargeDecision
  locale: string
  onClose: () => void
}) {
  const { t } = useLingui()
  const call = useRechargeCall(CALL[decision])
  const [reason, setReason] = useState('')
  const money = formatMoney(recharge.amount, recharge.currency, locale)
  const text = {
    confirm: t`Confirm that ${money} with reference ${recharge.reference} arrived. ${recharge.accountName} is credited at once.`,
    reject: t`No transfer with reference ${recharge.reference} arrived. The top-up fails and nothing is credited.`,
    close: t`Close this request; nothing is credited.`,
  }[decision]
  const submit = () =>
    call.mutate(
      { rechargeId: recharge.id, version: recharge.version, ...(decision === 'reject' ? { reason } : {}) },
      {
        onSuccess: () => {
          notifySuccess(decision === 'confirm' ? t`Top-up confirmed: ${money} credited` : t`Top-up updated`)
          onClose()
        },
      },
    )
  return (
    <Stack gap="sm">
      <Text size="sm">{text}</Text>
      {decision === 'reject' && (
        <Textarea
          label={t`Reason`}
          required
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
        />
      )}
      {call.error && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(call.error)}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          <Trans>Back</Trans>
        </Button>
        <Button
          color={decision === 'confirm' ? undefined : 'red'}
          loading={call.isPending}
          disabled={decision === 'reject' && reason.trim() === ''}
          onClick={submit}
        >
          {decision === 'confirm' ? (
            <Trans>Confirm received</Trans>
          ) : decision === 'reject' ? (
            <Trans>Reject</Trans>
          ) : (
            <Trans>Close</Trans>
          )}
        </Button>
      </Group>
    </Stack>
  )
}
