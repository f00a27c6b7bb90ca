// A settlement in a drawer: status, the actions the state machine allows the caller's side, the
// facts, and the statement (one line per purchase order) with CSV/XLSX export. Offline it shows
// the statement last seen online. The open settlement and action form live in the URL.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Drawer, Group, SimpleGrid, Stack, Table, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { detailState } from '../../../components/detail-state'
import { ExportMenu } from '../../../components/list-page/export-menu'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import {
  type SettlementAction,
  type SettlementDetail,
  type SettlementParty,
  settlementActionsFor,
} from '../../../contract/settlement'
import { errorMessage } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useSettlement } from '../api/get-settlement'
import { useMirrorSettlementDetail } from '../api/offline-reads'
import { useSettlementCall } from '../api/settlement-call'
import { exportStatement } from '../export-statement'
import { SETTLEMENT_ACTION_LABELS } from '../settlement-labels'
import { SettlementStatusBadge } from './settlement-status-badge'

export interface SettlementDetailDrawerProps {
  id: string | undefined
  action: SettlementAction | undefined
  party: SettlementParty
  /** The settlement key's edit right. */
  canEdit: boolean
  locale: string
  onActionChange: (action: SettlementAction | undefined) => void
  onClose: () => void
}

export function SettlementDetailDrawer(props: SettlementDetailDrawerProps) {
  const { id } = props
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const query = useSettlement(id ?? '')
  const offline = useIsOffline(query)
  const saved = useMirrorSettlementDetail(id ?? '', offline)
  const settlement = query.data ?? (offline ? saved?.detail : undefined)
  const pending =
    offline && saved === null ? (
      <Alert color="orange">
        <Trans>Offline: this statement has not been opened on this device before.</Trans>
      </Alert>
    ) : settlement ? null : (
      detailState(id, query, {
        notFoundTitle: <Trans>Settlement not found</Trans>,
        notFoundText: <Trans>It does not exist or is not yours to see.</Trans>,
        failedTitle: <Trans>The settlement could not be loaded</Trans>,
      })
    )
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={props.onClose}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={settlement ? t`Settlement ${settlement.settlementNo}` : t`Settlement`}
    >
      {offline && settlement && <OfflineNotice syncedAt={saved?.savedAt ?? null} />}
      {pending ??
        (settlement && (
          <SettlementBody {...props} settlement={settlement} isPhone={isPhone} canEdit={props.canEdit && !offline} />
        ))}
    </Drawer>
  )
}

function SettlementBody(props: SettlementDetailDrawerProps & { settlement: SettlementDetail; isPhone: boolean }) {
  const { settlement, party, locale, isPhone } = props
  const { t, i18n } = useLingui()
  const actions = props.canEdit ? settlementActionsFor(settlement.status, party, settlement.raisedBy) : []
  const money = (minor: number) => formatMoney(minor, settlement.currency, locale)
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  )
  return (
    <Stack gap="md" mt="sm">
      <Group justify="space-between">
        <SettlementStatusBadge status={settlement.status} />
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' || action === 'dispute' ? 'light' : 'filled'}
              color={action === 'cancel' || action === 'dispute' ? 'red' : undefined}
              onClick={() => props.onActionChange(action)}
            >
              {i18n._(SETTLEMENT_ACTION_LABELS[action])}
            </Button>
          ))}
        </Group>
      </Group>
      {props.action && actions.includes(props.action) && (
        <SettlementActionForm
          settlement={settlement}
          action={props.action}
          onClose={() => props.onActionChange(undefined)}
        />
      )}
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {fact(t`Supplier`, settlement.supplierName)}
        {fact(t`Distributor`, settlement.distributorName)}
        {fact(t`Period`, `${settlement.periodFrom} – ${settlement.periodTo}`)}
        {fact(t`Amount`, money(settlement.totalAmount))}
        {fact(t`Purchase orders`, String(settlement.orderCount))}
        {fact(t`Items`, String(settlement.itemCount))}
        {fact(t`Raised by`, settlement.raisedBy === 'distributor' ? t`Distributor` : t`Supplier`)}
        {fact(t`Created`, formatDateTime(settlement.createdAt, locale))}
        {fact(t`Confirmed`, formatDateTime(settlement.confirmedAt, locale))}
        {fact(t`Settled`, formatDateTime(settlement.settledAt, locale))}
        {settlement.disputeReason ? fact(t`Dispute reason`, settlement.disputeReason) : null}
      </SimpleGrid>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          <Trans>Statement</Trans>
        </Text>
        <ExportMenu
          disabled={settlement.lines.length === 0}
          run={(format) => exportStatement(i18n, settlement, format, locale)}
        />
      </Group>
      {isPhone ? (
        <Stack gap="xs" data-testid="statement-lines">
          {settlement.lines.map((line) => (
            <div key={line.purchaseId}>
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {line.purchaseNo}
                </Text>
                <Text size="sm" fw={600}>
                  {money(line.amount)}
                </Text>
              </Group>
              <Text size="xs" c="dimmed" lineClamp={2}>
                {line.goods}
              </Text>
              <Text size="xs" c="dimmed">
                {t`Qty`} {line.quantity} · {line.expressCode ?? ''} {line.logisticsNo ?? ''}
              </Text>
            </div>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="statement-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Purchase order no.`}</Table.Th>
                <Table.Th>{t({ message: 'Goods', context: 'statement line' })}</Table.Th>
                <Table.Th ta="right">{t`Qty`}</Table.Th>
                <Table.Th ta="right">{t`Amount`}</Table.Th>
                <Table.Th>{t`Logistics`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {settlement.lines.map((line) => (
                <Table.Tr key={line.purchaseId}>
                  <Table.Td>{line.purchaseNo}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {line.goods}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.amount)}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{line.logisticsNo ?? ''}</Text>
                    <Text size="xs" c="dimmed">
                      {line.expressCode ?? ''} {formatDateTime(line.shippedAt, locale)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

/** The confirmation of one action; a dispute asks for its reason. */
function SettlementActionForm({
  settlement,
  action,
  onClose,
}: {
  settlement: SettlementDetail
  action: SettlementAction
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const call = useSettlementCall(action)
  const [reason, setReason] = useState('')
  const money = formatMoney(settlement.totalAmount, settlement.currency)
  const explain: Record<SettlementAction, string> = {
    confirm: t`Confirm that the statement of ${settlement.orderCount} purchase orders, ${money}, is right. The distributor can then pay it.`,
    dispute: t`Tell the other side what is wrong. The settlement is cancelled and its purchase orders can be settled again.`,
    cancel: t`Withdraw this settlement. Its purchase orders can be settled again.`,
    pay: t`Pay ${money} to ${settlement.supplierName}. The amount goes to the supplier's finance account and the settlement is settled.`,
  }
  const submit = () =>
    call.mutate(
      { settlementId: settlement.id, version: settlement.version, ...(action === 'dispute' ? { reason } : {}) },
      {
        onSuccess: () => {
          notifySuccess(t`Done: ${i18n._(SETTLEMENT_ACTION_LABELS[action])}`)
          onClose()
        },
      },
    )
  return (
    <Alert
      color={action === 'pay' ? 'blue' : action === 'confirm' ? 'teal' : 'red'}
      data-testid="settlement-action-form"
    >
      <Stack gap="sm">
        <Text size="sm">{explain[action]}</Text>
        {action === 'dispute' && (
          <Textarea
            label={t`Reason`}
            required
            maxLength={300}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
        )}
        {call.error && (
          <Text size="sm" c="red" role="alert">
            {errorMessage(call.error)}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="sm" onClick={onClose}>
            <Trans>Back</Trans>
          </Button>
          <Button
            size="sm"
            loading={call.isPending}
            disabled={action === 'dispute' && reason.trim() === ''}
            color={action === 'dispute' || action === 'cancel' ? 'red' : undefined}
            onClick={submit}
          >
            {i18n._(SETTLEMENT_ACTION_LABELS[action])}
          </Button>
        </Group>
      </Stack>
    </Alert>
  )
}
