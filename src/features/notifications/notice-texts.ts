// What a notice says and where it leads, per event: declared once, used by the bell and the list.

import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SALE_ORDER_STATUS } from '../../contract/config-values'
import { ACCOUNT_TYPE } from '../../contract/constants'
import type { NotificationRow } from '../../contract/notifications'

export interface NoticeText {
  title: MessageDescriptor
  body: MessageDescriptor
}

export function noticeText(row: Pick<NotificationRow, 'event' | 'subjectNo' | 'params'>): NoticeText {
  const no = row.subjectNo
  const amount = String(row.params.amount ?? '')
  const currency = String(row.params.currency ?? '')
  const count = Number(row.params.count ?? 0)
  const failed = Number(row.params.failed ?? 0)
  const reason = String(row.params.reason ?? '')
  switch (row.event) {
    case 'refundRequest':
      return { title: msg`Refund requested`, body: msg`${no}: ${amount} ${currency}` }
    case 'orderOverdue':
      // Several orders found overdue by one scan are one notice with their count (subjectType orderList).
      return count > 1
        ? { title: msg`Orders overdue to ship`, body: msg`${count} orders have passed their ship-by time` }
        : { title: msg`Order overdue to ship`, body: msg`Order ${no} has passed its ship-by time` }
    case 'newOrder':
      return { title: msg`New orders`, body: msg`${count} new orders from ${no}` }
    case 'purchaseToPay':
      return { title: msg`Purchase order to pay`, body: msg`${no}: ${amount} ${currency}` }
    case 'purchaseToShip':
      return { title: msg`Purchase order to ship`, body: msg`${no} is paid: ${amount} ${currency}` }
    case 'purchaseShipped':
      return { title: msg`Purchase order shipped`, body: msg`${no} is on its way` }
    case 'settlementReady':
      return { title: msg`Settlement to confirm`, body: msg`${no}: ${amount} ${currency}` }
    case 'topUpResult':
      return row.params.result === 'rejected'
        ? { title: msg`Top-up rejected`, body: reason ? msg`${no}: ${reason}` : msg`${no}` }
        : { title: msg`Top-up confirmed`, body: msg`${no}: ${amount} ${currency} credited` }
    case 'syncFailed':
      return { title: msg`Order sync failed`, body: msg`Shop ${no}: the orders could not be fetched` }
    case 'publishFailed':
      return { title: msg`Listing publish failed`, body: msg`${failed} listings to ${no} failed` }
    case 'productionDefective':
      return { title: msg`Production job defective`, body: reason ? msg`${no}: ${reason}` : msg`${no}` }
    case 'lowBalance':
      return { title: msg`Low balance`, body: msg`${no}: ${amount} ${currency} left` }
  }
}

/** The screen that opens the notice's record (with the record open where the screen can). */
export function noticeHref(
  row: Pick<NotificationRow, 'subjectType' | 'subjectId' | 'params'>,
  accountType: number,
): string {
  const id = encodeURIComponent(row.subjectId)
  switch (row.subjectType) {
    case 'saleOrder':
      return `/sale/order/detail?id=${id}`
    case 'saleRefund':
      return `/sale/refund/detail?id=${id}`
    case 'purchaseOrder':
      return `/purchase/list?id=${id}`
    case 'settlement':
      return accountType === ACCOUNT_TYPE.distributor
        ? `/distribution/settlement/list?id=${id}`
        : `/distribution/supplier/settlement/list?id=${id}`
    case 'recharge':
      return '/account/recharge/item'
    case 'syncRun':
      return '/manual-sync/sale-order'
    case 'listing':
      return row.params.channel
        ? `/platform/goods/${encodeURIComponent(String(row.params.channel))}`
        : '/platform/shop/list'
    case 'productionJob':
      return `/distribution/production/list?job=${id}`
    case 'orderList':
      // The orders to ship, earliest ship-by first: the overdue ones lead (as the workplace tile links).
      return `/sale/order?status=${SALE_ORDER_STATUS.toShip}&sortField=shipBy&sortOrder=ascend`
    case 'financeAccount':
      return '/account/finance/item'
  }
}
