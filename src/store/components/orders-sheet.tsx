// "My orders": the signed-in member's own orders in this shop, newest first — state, date, items
// with colour and size, the coupon's saving and the total. Ten at a time, more on demand.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import type { MemberOrderPage, MemberOrderView } from '../../contract/store-shared'
import { OfflineError, storeApi } from '../api'
import { yuan } from '../money'
import { Sheet } from './sheet'

const PAGE_SIZE = 10

export function OrdersSheet({ shopId, open, onClose }: { shopId: string; open: boolean; onClose: () => void }) {
  const { t } = useLingui()
  const [orders, setOrders] = useState<MemberOrderView[]>([])
  const [total, setTotal] = useState(0)
  const [pageNo, setPageNo] = useState(1)
  const [state, setState] = useState<'loading' | 'ready' | 'offline' | 'failed'>('loading')

  useEffect(() => {
    if (!open) return
    let current = true
    setState('loading')
    storeApi<MemberOrderPage>(
      shopId,
      'GET',
      `/store/${encodeURIComponent(shopId)}/member/orders?pageNo=${pageNo}&pageSize=${PAGE_SIZE}`,
    )
      .then((page) => {
        if (!current) return
        setOrders((shown) => (pageNo === 1 ? page.list : [...shown, ...page.list]))
        setTotal(page.total)
        setState('ready')
      })
      .catch((error) => {
        if (current) setState(error instanceof OfflineError ? 'offline' : 'failed')
      })
    return () => {
      current = false
    }
  }, [open, shopId, pageNo])

  const close = () => {
    setPageNo(1)
    onClose()
  }

  return (
    <Sheet title={t`My orders`} open={open} onClose={close}>
      {state === 'offline' ? (
        <p className="hint">
          <Trans>No network: your orders show once the connection is back.</Trans>
        </p>
      ) : state === 'failed' ? (
        <p className="error" role="alert">
          <Trans>Your orders could not be loaded. Try again later.</Trans>
        </p>
      ) : state === 'ready' && total === 0 ? (
        <p className="hint">
          <Trans>No orders yet.</Trans>
        </p>
      ) : (
        <ul className="orders" aria-busy={state === 'loading'}>
          {orders.map((order) => (
            <OrderItem key={order.orderId} order={order} />
          ))}
        </ul>
      )}
      {state === 'ready' && orders.length < total ? (
        <button type="button" className="button ghost" onClick={() => setPageNo((n) => n + 1)}>
          <Trans>Show more</Trans>
        </button>
      ) : null}
    </Sheet>
  )
}

function OrderItem({ order }: { order: MemberOrderView }) {
  const { i18n } = useLingui()
  const placed = new Date(order.createdAt).toLocaleString(i18n.locale === 'zh-cn' ? 'zh-CN' : 'en', {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <li className="order">
      <div className="order-head">
        <span className="order-no">{order.orderNo}</span>
        <span className={`order-state state-${order.status}`}>
          <OrderState status={order.status} />
        </span>
      </div>
      <p className="order-meta">
        {placed}
        {order.counterName ? ` · ${order.counterName}` : ''}
      </p>
      {order.lines.map((line) => (
        <p key={line.id} className="order-line">
          <span>
            {line.title}{' '}
            <small>
              {[line.color, line.size].filter(Boolean).join(' / ')} × {line.quantity}
            </small>
          </span>
          <span>{yuan(line.unitPrice * line.quantity)}</span>
        </p>
      ))}
      {order.discountAmount > 0 ? (
        <p className="order-line muted">
          <span>{order.couponName ?? <Trans>Coupon</Trans>}</span>
          <span>−{yuan(order.discountAmount)}</span>
        </p>
      ) : null}
      <p className="order-line total">
        <span>
          <Trans>Total</Trans>
        </span>
        <span>{yuan(order.totalAmount)}</span>
      </p>
      {order.trackingNo ? (
        <p className="order-meta">
          <Trans>Tracking number: {order.trackingNo}</Trans>
        </p>
      ) : null}
    </li>
  )
}

/** SALE_ORDER_STATUS in the shopper's words. */
function OrderState({ status }: { status: string }) {
  switch (status) {
    case '1':
      return <Trans>Awaiting payment</Trans>
    case '2':
      return <Trans>Preparing</Trans>
    case '3':
      return <Trans>Shipped</Trans>
    case '4':
      return <Trans>Completed</Trans>
    case '5':
      return <Trans>Cancelled</Trans>
    case '6':
      return <Trans>Refused</Trans>
    default:
      return <>{status}</>
  }
}
