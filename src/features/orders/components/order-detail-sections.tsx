// The read-only parts of an order's detail: lines, address, amounts, history and refunds.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Card, Group, Image, SimpleGrid, Stack, Table, Text, Timeline, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import type { SaleOrderDetail } from '../../../contract/orders'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import { HISTORY_ACTION_LABELS, REFUND_STATUS_COLOR, REFUND_TYPE_LABELS } from '../order-labels'
import type { OrderLookups } from '../types'

export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="sm">
      <Title order={5} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  )
}

export function specText(spec: Record<string, string>, lookups: Pick<OrderLookups, 'specLabels' | 'colorLabel'>) {
  return Object.entries(spec)
    .map(([key, value]) => `${lookups.specLabels[key] ?? key}: ${key === 'color' ? lookups.colorLabel(value) : value}`)
    .join(' / ')
}

export function OrderLines({
  order,
  lookups,
  locale,
}: {
  order: SaleOrderDetail
  lookups: OrderLookups
  locale: string
}) {
  const { t } = useLingui()
  const phone = useIsPhone()
  const money = (minor: number) => formatMoney(minor, order.currency, locale)
  return (
    <Section title={<Trans>Items</Trans>}>
      {phone ? (
        // A phone shows each line whole (goods, spec, quantity × price) rather than a table whose
        // quantity and price columns sit off-screen behind a sideways scroll.
        <Stack component="ul" gap={0} p={0} m={0} aria-label={t`Order lines`} style={{ listStyle: 'none' }}>
          {order.lines.map((line, index) => (
            <Group
              component="li"
              key={line.id}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              py="xs"
              style={index > 0 ? { borderTop: '1px solid var(--mantine-color-default-border)' } : undefined}
            >
              <LineImage src={line.image} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {line.title}
                </Text>
                <Text size="xs" c="dimmed">
                  {line.sku}
                </Text>
                <Text size="sm">{specText(line.spec, lookups)}</Text>
              </Stack>
              <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                {`${line.quantity} × ${money(line.unitPrice)}`}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label={t`Order lines`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Goods`}</Table.Th>
                <Table.Th>{t`Spec`}</Table.Th>
                <Table.Th ta="right">{t`Qty`}</Table.Th>
                <Table.Th ta="right">{t`Unit price`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {order.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <LineImage src={line.image} />
                      <Stack gap={0}>
                        <Text size="sm">{line.title}</Text>
                        <Text size="xs" c="dimmed">
                          {line.sku}
                        </Text>
                      </Stack>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{specText(line.spec, lookups)}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.unitPrice)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Section>
  )
}

function LineImage({ src }: { src: string | null | undefined }) {
  return src ? <Image src={src} w={40} h={40} radius="sm" alt="" /> : null
}

function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" miw={96}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {children}
      </Text>
    </Group>
  )
}

export function OrderFacts({
  order,
  lookups,
  locale,
}: {
  order: SaleOrderDetail
  lookups: OrderLookups
  locale: string
}) {
  const money = (minor: number) => formatMoney(minor, order.currency, locale)
  const { address } = order
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <Section title={<Trans>Order</Trans>}>
        <Stack gap={4}>
          <Field label={<Trans>Channel order no.</Trans>}>{order.platformOrderNo}</Field>
          <Field label={<Trans>Shop</Trans>}>
            {order.shopName} · {lookups.channelLabel(order.channel)}
          </Field>
          <Field label={<Trans>Source</Trans>}>{lookups.sourceLabel(order.source)}</Field>
          <Field label={<Trans>Created</Trans>}>{formatDateTime(order.createdAt, locale)}</Field>
          <Field label={<Trans>Paid</Trans>}>{formatDateTime(order.paidAt, locale) || '—'}</Field>
          <Field label={<Trans>Shipped</Trans>}>{formatDateTime(order.shippedAt, locale) || '—'}</Field>
          {order.trackingNo && (
            <Field label={<Trans>Express</Trans>}>
              {lookups.expressLabel(order.expressCode)} {order.trackingNo}
            </Field>
          )}
        </Stack>
      </Section>
      <Section title={<Trans>Buyer and address</Trans>}>
        <Stack gap={4}>
          <Field label={<Trans>Buyer</Trans>}>{order.buyerName}</Field>
          <Field label={<Trans>Recipient</Trans>}>
            {address.name} {address.phone}
          </Field>
          <Field label={<Trans>Address</Trans>}>
            {[lookups.countryLabel(address.country), ...address.region, address.address].filter(Boolean).join(' ')}{' '}
            {address.postcode}
          </Field>
          <Field label={<Trans>Buyer note</Trans>}>{order.buyerNote || '—'}</Field>
        </Stack>
      </Section>
      <Section title={<Trans>Amounts</Trans>}>
        <Stack gap={4}>
          <Field label={<Trans context="amount of the goods">Goods</Trans>}>{money(order.goodsAmount)}</Field>
          <Field label={<Trans>Shipping</Trans>}>{money(order.shippingAmount)}</Field>
          <Field label={<Trans>Discount</Trans>}>−{money(order.discountAmount)}</Field>
          <Field label={<Trans>Total</Trans>}>
            <b>{money(order.totalAmount)}</b>
          </Field>
        </Stack>
      </Section>
    </SimpleGrid>
  )
}

export function OrderHistory({ order, locale }: { order: SaleOrderDetail; locale: string }) {
  const { i18n } = useLingui()
  const entries = [...order.history].sort((a, b) => b.at.localeCompare(a.at))
  return (
    <Section title={<Trans>History</Trans>}>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No changes yet</Trans>
        </Text>
      ) : (
        <Timeline active={0} bulletSize={14} lineWidth={2}>
          {entries.map((entry) => (
            <Timeline.Item key={entry.id} title={i18n._(HISTORY_ACTION_LABELS[entry.action] ?? entry.action)}>
              {entry.detail && <Text size="sm">{entry.detail}</Text>}
              <Text size="xs" c="dimmed">
                {entry.by} · {formatDateTime(entry.at, locale)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Section>
  )
}

export function OrderRefunds({
  order,
  lookups,
  locale,
  renderLink,
}: {
  order: SaleOrderDetail
  lookups: OrderLookups
  locale: string
  renderLink?: (refundId: string, refundNo: string) => ReactNode
}) {
  const { i18n } = useLingui()
  if (order.refunds.length === 0) return null
  return (
    <Section title={<Trans>Refunds</Trans>}>
      <Stack gap="xs">
        {order.refunds.map((refund) => (
          <Group key={refund.id} justify="space-between" gap="xs">
            <Group gap="xs">
              <Text size="sm">{renderLink ? renderLink(refund.id, refund.refundNo) : refund.refundNo}</Text>
              <Badge variant="light" color={REFUND_STATUS_COLOR[refund.status] ?? 'gray'}>
                {lookups.refundStatusLabel(refund.status)}
              </Badge>
              <Text size="sm" c="dimmed">
                {i18n._(REFUND_TYPE_LABELS[refund.type])} · {refund.reason}
              </Text>
            </Group>
            <Text size="sm" fw={600}>
              {formatMoney(refund.amount, refund.currency, locale)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Section>
  )
}
