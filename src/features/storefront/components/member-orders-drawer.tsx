// A member's storefront orders on /shop/member: each order's number (opening the order), state,
// date, items with colour and size, the counter it came from, the coupon used and the amounts.
// A full-screen sheet on phones, a side drawer on wider screens.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Card, Drawer, Group, Loader, Pagination, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { OrderNoLink } from '../../../components/order-no-link'
import type { MemberOrderView, MemberView } from '../../../contract/storefront'
import { errorMessage } from '../../../lib/error-message'
import { formatDay } from '../../../lib/format-date'
import { useMemberOrders } from '../api/members'
import { yuan } from './money-input'

const PAGE_SIZE = 10

export function MemberOrdersDrawer({
  member,
  statusLabel,
  onClose,
}: {
  member: MemberView | null
  /** SALE_ORDER_STATUS code → its name (the route hands the dictionary in). */
  statusLabel: (status: string) => string
  onClose: () => void
}) {
  const { t } = useLingui()
  const isPhone = useIsPhone()
  const title = member ? t`Orders of ${member.nickname || member.phone}` : ''
  return (
    <Drawer opened={member !== null} onClose={onClose} position="right" size={isPhone ? '100%' : 'md'} title={title}>
      {member ? <OrderPages key={member.id} memberId={member.id} statusLabel={statusLabel} /> : null}
    </Drawer>
  )
}

function OrderPages({ memberId, statusLabel }: { memberId: string; statusLabel: (status: string) => string }) {
  const [pageNo, setPageNo] = useState(1)
  const query = useMemberOrders(memberId, pageNo, PAGE_SIZE)
  if (query.isPending) return <Loader />
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>
  const { list, total } = query.data
  if (total === 0)
    return (
      <Text c="dimmed">
        <Trans>This member has not ordered yet.</Trans>
      </Text>
    )
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>{total} orders</Trans>
      </Text>
      {list.map((order) => (
        <OrderCard key={order.orderId} order={order} statusLabel={statusLabel} />
      ))}
      {total > PAGE_SIZE ? (
        <Pagination total={Math.ceil(total / PAGE_SIZE)} value={pageNo} onChange={setPageNo} size="sm" />
      ) : null}
    </Stack>
  )
}

function OrderCard({ order, statusLabel }: { order: MemberOrderView; statusLabel: (status: string) => string }) {
  const { i18n } = useLingui()
  return (
    <Card withBorder padding="sm" component="article" aria-label={order.orderNo}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <OrderNoLink orderId={order.orderId} orderNo={order.orderNo} fw={600} />
          <Badge variant="light" color={order.status === '5' || order.status === '6' ? 'gray' : 'orange'}>
            {statusLabel(order.status)}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {formatDay(order.createdAt, i18n.locale)}
          {order.counterName ? ` · ${order.counterName}` : ''}
        </Text>
        {order.lines.map((line) => (
          <Group key={line.id} justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" lineClamp={1}>
              {line.title}
              <Text span size="xs" c="dimmed">
                {' '}
                {[line.color, line.size].filter(Boolean).join(' / ')} × {line.quantity}
              </Text>
            </Text>
            <Text size="sm">{yuan(line.unitPrice * line.quantity)}</Text>
          </Group>
        ))}
        {order.discountAmount > 0 ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" c="dimmed">
              {order.couponName ?? <Trans>Coupon</Trans>}
            </Text>
            <Text size="sm" c="dimmed">
              −{yuan(order.discountAmount)}
            </Text>
          </Group>
        ) : null}
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            <Trans>Total</Trans>
          </Text>
          <Text size="sm" fw={600}>
            {yuan(order.totalAmount)}
          </Text>
        </Group>
      </Stack>
    </Card>
  )
}
