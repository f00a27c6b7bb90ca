// Raising a settlement from a pending group: the period (the group's month, narrowable) and a
// remark; the server takes every shipped, unsettled purchase order of the pair in that period.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { DayField } from '../../../components/day-field'
import type { PendingSettlementGroup, SettlementParty } from '../../../contract/settlement'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useSettlementCall } from '../api/settlement-call'

export interface RaiseSettlementModalProps {
  group: PendingSettlementGroup | undefined
  party: SettlementParty
  locale: string
  onClose: () => void
  onRaised: (settlementId: string) => void
}

export function RaiseSettlementModal({ group, party, locale, onClose, onRaised }: RaiseSettlementModalProps) {
  const { t } = useLingui()
  return (
    <Modal opened={Boolean(group)} onClose={onClose} title={t`Raise settlement`} centered>
      {group && (
        <RaiseForm key={group.id} group={group} party={party} locale={locale} onClose={onClose} onRaised={onRaised} />
      )}
    </Modal>
  )
}

function RaiseForm({
  group,
  party,
  locale,
  onClose,
  onRaised,
}: RaiseSettlementModalProps & { group: PendingSettlementGroup }) {
  const { t } = useLingui()
  const call = useSettlementCall('raise')
  const [periodFrom, setFrom] = useState(group.periodFrom)
  const [periodTo, setTo] = useState(group.periodTo)
  const [remark, setRemark] = useState('')
  const partner = party === 'distributor' ? group.supplierName : group.distributorName
  const submit = () =>
    call.mutate(
      {
        partnerId: party === 'distributor' ? group.supplierId : group.distributorId,
        currency: group.currency,
        periodFrom,
        periodTo,
        remark,
      },
      {
        onSuccess: (settlement) => {
          notifySuccess(t`Settlement ${settlement.settlementNo} raised; waiting for ${partner} to confirm`)
          onRaised(settlement.id)
        },
      },
    )
  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>
          {group.orderCount} shipped purchase orders with {partner},{' '}
          {formatMoney(group.totalAmount, group.currency, locale)} in {group.month}. The other side confirms the
          statement before it is paid.
        </Trans>
      </Text>
      <Group grow>
        <DayField label={t`From`} value={periodFrom} onChange={(value) => setFrom(value ?? '')} />
        <DayField label={t`To`} value={periodTo} onChange={(value) => setTo(value ?? '')} />
      </Group>
      <Textarea
        label={t`Remark`}
        maxLength={300}
        value={remark}
        onChange={(event) => setRemark(event.currentTarget.value)}
      />
      {call.error && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(call.error)}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          <Trans>Back</Trans>
        </Button>
        <Button loading={call.isPending} disabled={!periodFrom || !periodTo} onClick={submit}>
          <Trans>Raise settlement</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
