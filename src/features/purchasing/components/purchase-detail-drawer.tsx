// A purchase order in a drawer: header with status and the actions the state machine allows the
// caller's side, facts, address, lines and the timeline of its history. Which drawer and which
// action form are open live in the URL (?id=…&action=ship).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Divider, Drawer, Group, SimpleGrid, Stack, Table, Text, Timeline } from '@mantine/core'
import { detailState } from '../../../components/detail-state'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import {
  canPurchase,
  PURCHASE_ACTIONS,
  type PurchaseAction,
  type PurchaseOrderDetail,
  type PurchaseParty,
} from '../../../contract/purchasing'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import { notifySuccess } from '../../../lib/notify'
import { useSpecText } from '../../../lookups/use-spec-text'
import { usePurchase } from '../api/get-purchase'
import { PURCHASE_ACTION_LABELS } from '../purchase-labels'
import { PurchaseActionForm } from './purchase-action-form'
import { PurchaseStatusBadge } from './purchase-status-badge'

export interface PurchaseDetailDrawerProps {
  id: string | undefined
  action: PurchaseAction | undefined
  party: PurchaseParty
  /** purchase_list.edit */
  canEdit: boolean
  locale: string
  expressOptions: { value: string; label: string }[]
  expressLabel: (code: string | null) => string
  onActionChange: (action: PurchaseAction | undefined) => void
  onClose: () => void
}

export function PurchaseDetailDrawer(props: PurchaseDetailDrawerProps) {
  const { id, party, locale } = props
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const query = usePurchase(id ?? '')
  const pending = detailState(id, query, {
    notFoundTitle: <Trans>Purchase order not found</Trans>,
    notFoundText: <Trans>It does not exist or is not addressed to you.</Trans>,
    failedTitle: <Trans>The purchase order could not be loaded</Trans>,
  })
  const order = query.data
  return (
    <Drawer
      opened={Boolean(id)}
      onClose={props.onClose}
      position="right"
      size={isPhone ? '100%' : 'xl'}
      title={order ? t`Purchase order ${order.purchaseNo}` : t`Purchase order`}
    >
      {pending ?? (order && <PurchaseBody {...props} order={order} isPhone={isPhone} />)}
      {order && props.action && props.canEdit && canPurchase(order.status, props.action, party) && (
        <PurchaseActionForm
          order={order}
          action={props.action}
          locale={locale}
          expressOptions={props.expressOptions}
          onClose={() => props.onActionChange(undefined)}
          onDone={(message) => {
            notifySuccess(message)
            props.onActionChange(undefined)
          }}
        />
      )}
    </Drawer>
  )
}

function PurchaseBody({
  order,
  party,
  canEdit,
  locale,
  onActionChange,
  expressLabel,
  isPhone,
}: PurchaseDetailDrawerProps & { order: PurchaseOrderDetail; isPhone: boolean }) {
  const { t, i18n } = useLingui()
  const specText = useSpecText()
  const actions = canEdit ? PURCHASE_ACTIONS.filter((action) => canPurchase(order.status, action, party)) : []
  const fact = (label: string, value: string) => (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </div>
  )
  const a = order.address
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <PurchaseStatusBadge status={order.status} />
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'cancel' || action === 'reject' ? 'light' : 'filled'}
              color={action === 'cancel' || action === 'reject' ? 'red' : undefined}
              onClick={() => onActionChange(action)}
            >
              {i18n._(PURCHASE_ACTION_LABELS[action])}
            </Button>
          ))}
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {fact(t`Supplier`, order.supplierName)}
        {fact(t`Distributor`, order.distributorName)}
        {fact(t`Amount`, formatMoney(order.totalAmount, order.currency, locale))}
        {fact(t`Sales orders`, order.saleOrderNos.join(', '))}
        {fact(t`Created`, formatDateTime(order.createdAt, locale))}
        {fact(t`Paid at`, formatDateTime(order.paidAt, locale))}
        {fact(t`Logistics`, order.logisticsNo ? `${expressLabel(order.expressCode)} ${order.logisticsNo}` : '')}
        {fact(t`Shipped at`, formatDateTime(order.shippedAt, locale))}
        {order.rejectReason ? fact(t`Reject reason`, order.rejectReason) : null}
      </SimpleGrid>
      <div>
        <Text size="xs" c="dimmed">
          <Trans>Purchase address</Trans>
        </Text>
        <Text size="sm">
          {a.name} · {a.phone} · {[a.country, ...a.region, a.address, a.postcode].filter(Boolean).join(' ')}
        </Text>
        {order.remark && (
          <Text size="sm" c="dimmed">
            {order.remark}
          </Text>
        )}
      </div>
      <Divider label={t`Lines`} labelPosition="left" />
      {isPhone ? (
        <Stack gap="xs">
          {order.lines.map((line) => (
            <div key={line.id}>
              <Text size="sm">{line.title}</Text>
              <Text size="xs" c="dimmed">
                {line.sku} {specText(line.spec)} · {line.saleOrderNo}
              </Text>
              <Text size="sm" ta="right">
                {line.quantity} × {formatMoney(line.unitPrice, order.currency, locale)} ={' '}
                <b>{formatMoney(line.amount, order.currency, locale)}</b>
              </Text>
            </div>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t({ message: 'Goods', context: 'purchase line' })}</Table.Th>
                <Table.Th>{t`Sales order`}</Table.Th>
                <Table.Th ta="right">{t`Qty`}</Table.Th>
                <Table.Th ta="right">{t`Unit price`}</Table.Th>
                <Table.Th ta="right">{t`Amount`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm">{line.title}</Text>
                    <Text size="xs" c="dimmed">
                      {line.sku} {specText(line.spec)}
                    </Text>
                  </Table.Td>
                  <Table.Td>{line.saleOrderNo}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.unitPrice, order.currency, locale)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(line.amount, order.currency, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Divider label={t`Timeline`} labelPosition="left" />
      <Timeline active={order.history.length - 1} bulletSize={14} lineWidth={2}>
        {order.history.map((entry) => (
          <Timeline.Item key={entry.id} title={<Text size="sm">{entry.detail}</Text>}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at, locale)} · {entry.by}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  )
}
