// /sale/order/detail: an order's header, facts, lines, history and refunds, and the actions its
// state and the user's permissions allow. The open action form is part of the URL (?action=ship).

import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ComponentType, type ReactNode, useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { DetailLoading, detailState } from '../../../components/detail-state'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import { OrderNoLink } from '../../../components/order-no-link'
import type { SaleOrderDetail } from '../../../contract/orders'
import type { PermissionCheck } from '../../../contract/permissions'
import { isApiError } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import { useLocale } from '../../../lib/i18n'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useAcceptOrder } from '../api/accept-order'
import { useOrder } from '../api/get-order'
import { orderKeys } from '../api/keys'
import { type OfflineDetailGap, useMirrorOrderDetail, useOrderSyncStates } from '../api/offline-reads'
import { allowedOrderActions, type OrderScreenAction } from '../order-actions'
import { ACTION_LABELS } from '../order-labels'
import type { OrderLookups } from '../types'
import {
  type ActionFormProps,
  CancelOrderForm,
  CreateRefundForm,
  DelayOrderForm,
  PayOrderForm,
  ShipOrderForm,
  SplitOrderForm,
} from './order-action-forms'
import { OrderFacts, OrderHistory, OrderLines, OrderRefunds } from './order-detail-sections'
import { OrderStatusBadge } from './order-status-badge'
import { OrderTracking } from './order-tracking'
import { ShipBy } from './ship-by'
import { SyncBadge } from './sync-badge'

export type OrderFormAction = Exclude<OrderScreenAction, 'accept'>

/** Actions that go through the outbox and so work offline. */
const OFFLINE_ACTIONS: readonly OrderScreenAction[] = ['ship']

const FORMS: Record<OrderFormAction, ComponentType<ActionFormProps>> = {
  pay: PayOrderForm,
  ship: ShipOrderForm,
  split: SplitOrderForm,
  delay: DelayOrderForm,
  cancel: CancelOrderForm,
  refund: CreateRefundForm,
}

export interface OrderDetailScreenProps {
  orderId: string
  lookups: OrderLookups
  can: (check: PermissionCheck) => boolean
  /** The action form open now (from the URL). */
  action?: OrderFormAction
  onActionChange: (action: OrderFormAction | undefined) => void
  /** A link to a refund's detail, when the user may open it. */
  renderRefundLink?: (refundId: string, refundNo: string) => ReactNode
}

export function OrderDetailScreen(props: OrderDetailScreenProps) {
  const { orderId } = props
  const online = useOrder(orderId)
  const offline = useIsOffline(online)
  const saved = useMirrorOrderDetail(orderId, offline)
  if (offline && saved !== undefined) {
    if (saved === null) {
      return (
        <Alert color="orange" title={<Trans>This order is not saved on this device</Trans>}>
          <Trans>
            You are offline. The recent orders are kept on this device (those of the last 30 days and those you opened
            before); this one is not.
          </Trans>
        </Alert>
      )
    }
    return (
      <Stack gap="md">
        <OfflineNotice syncedAt={saved.savedAt} />
        {saved.missing.length > 0 && <OfflineGaps missing={saved.missing} />}
        <OrderDetail {...props} order={saved.detail} offline missing={saved.missing} />
      </Stack>
    )
  }
  const query = online
  const pending = detailState(orderId, query, {
    notFoundTitle: <Trans>Order not found</Trans>,
    notFoundText: <Trans>The order does not exist or is not one of yours.</Trans>,
    failedTitle: <Trans>The order could not be loaded</Trans>,
  })
  // detailState covers a missing record; the second test narrows the type.
  if (pending || !query.data) return pending
  // On a cold start the order can arrive before the dictionaries: wait rather than flash raw codes.
  if (props.lookups.loading) return <DetailLoading />
  return <OrderDetail {...props} order={query.data} />
}

function OrderDetail({
  order,
  lookups,
  can,
  action,
  onActionChange,
  renderRefundLink,
  offline = false,
  missing = [],
}: OrderDetailScreenProps & { order: SaleOrderDetail; offline?: boolean; missing?: OfflineDetailGap[] }) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const queryClient = useQueryClient()
  const accept = useAcceptOrder()
  // The order the last split made here, linked until dismissed or the page is left.
  const [splitInto, setSplitInto] = useState<{ id: string; orderNo: string } | null>(null)
  const syncState = useOrderSyncStates().get(order.id)
  // Offline only the outbox's operations can be done; a queued change is not offered twice (the
  // form that queued it stays open until it has its outcome).
  const allowed = allowedOrderActions(order, can).filter((name) => !offline || OFFLINE_ACTIONS.includes(name))
  const actions = allowed.filter(() => !syncState)
  const reload = () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) })

  const runAccept = async () => {
    const confirmed = await confirm({
      title: t`Accept order ${order.orderNo}?`,
      message: t`Accepting cannot be undone: the order's lines are locked and it can no longer be split.`,
      confirmLabel: t`Accept`,
      danger: true,
    })
    if (!confirmed) return
    accept.mutate(
      { orderId: order.id, version: order.version },
      {
        onSuccess: () => notifySuccess(t`The order was accepted`),
        onError: (error) =>
          notifyFailure(
            isApiError(error) && error.status === 412
              ? t`This order was changed meanwhile; it has been reloaded`
              : errorMessage(error),
          ),
      },
    )
  }

  const Form = action && allowed.includes(action) ? FORMS[action] : null
  return (
    <Stack gap="md">
      <PageHeader
        title={order.orderNo}
        extra={
          <>
            <OrderStatusBadge status={order.status} label={lookups.statusLabel(order.status)} />
            {order.accepted && (
              <Badge variant="outline" color="teal">
                <Trans>Accepted</Trans>
              </Badge>
            )}
            <ShipBy status={order.status} shipBy={order.shipBy} />
            <SyncBadge state={syncState} />
          </>
        }
        actions={
          <Group gap="xs">
            {actions.map((name) =>
              name === 'accept' ? (
                <Button key={name} variant="light" loading={accept.isPending} onClick={() => void runAccept()}>
                  {i18n._(ACTION_LABELS.accept)}
                </Button>
              ) : (
                <Button
                  key={name}
                  variant={name === 'ship' || name === 'pay' ? 'filled' : name === 'cancel' ? 'outline' : 'light'}
                  color={name === 'cancel' ? 'red' : undefined}
                  onClick={() => onActionChange(name)}
                >
                  {i18n._(ACTION_LABELS[name])}
                </Button>
              ),
            )}
          </Group>
        }
      />
      {splitInto && (
        <Alert color="green" withCloseButton onClose={() => setSplitInto(null)} data-testid="split-into">
          <Trans>
            Split off into the new order <OrderNoLink orderId={splitInto.id} orderNo={splitInto.orderNo} />
          </Trans>
        </Alert>
      )}
      {order.parentId && (
        <Text size="sm" c="dimmed">
          <Trans>
            Split from{' '}
            <Anchor
              size="sm"
              renderRoot={(linkProps) => (
                <Link to="/sale/order/detail" search={{ id: order.parentId ?? '' }} {...linkProps} />
              )}
            >
              the original order
            </Anchor>
            .
          </Trans>
        </Text>
      )}
      {!missing.includes('lines') && <OrderFacts order={order} lookups={lookups} locale={locale} />}
      {!missing.includes('lines') && <OrderLines order={order} lookups={lookups} locale={locale} />}
      <OrderRefunds order={order} lookups={lookups} locale={locale} renderLink={renderRefundLink} />
      <OrderTracking order={order} locale={locale} canRetry={!offline && can('sale_order.edit')} />
      {!missing.includes('history') && <OrderHistory order={order} locale={locale} />}
      {Form && (
        <Form
          order={order}
          lookups={lookups}
          locale={locale}
          onClose={() => onActionChange(undefined)}
          onReload={reload}
          onDone={(message, created) => {
            notifySuccess(message)
            if (created) setSplitInto(created)
            onActionChange(undefined)
          }}
        />
      )}
    </Stack>
  )
}

/** Says which parts of an order opened offline are not on the device. */
function OfflineGaps({ missing }: { missing: OfflineDetailGap[] }) {
  return (
    <Alert color="gray" data-testid="offline-gaps" py="xs">
      {missing.includes('lines') ? (
        <Trans>
          Not available offline for this order: its lines, address, amounts and history. They show once the connection
          is back.
        </Trans>
      ) : (
        <Trans>Not available offline: the order's history. It shows once the connection is back.</Trans>
      )}
    </Alert>
  )
}
