// What a notice says and where it leads: several overdue orders are one notice leading to the
// orders to ship (earliest ship-by first); a low balance leads to the finance items.
import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_TYPE } from '../../contract/constants'
import { noticeHref, noticeText } from './notice-texts'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const say = (descriptor: ReturnType<typeof noticeText>['body']) => i18n._(descriptor)

describe('notice texts and links', () => {
  it('several overdue orders: one notice with the count, linking to the orders to ship by ship-by', () => {
    const row = {
      event: 'orderOverdue',
      subjectType: 'orderList',
      subjectId: 'overdue:x',
      subjectNo: '',
      params: { count: 83 },
    } as const
    const text = noticeText(row)
    expect(say(text.title)).toBe('Orders overdue to ship')
    expect(say(text.body)).toBe('83 orders have passed their ship-by time')
    expect(noticeHref(row, ACCOUNT_TYPE.distributor)).toBe('/sale/order?status=2&sortField=shipBy&sortOrder=ascend')
  })

  it('one overdue order keeps its own notice and link', () => {
    const row = {
      event: 'orderOverdue',
      subjectType: 'saleOrder',
      subjectId: 'o 1',
      subjectNo: 'SO1',
      params: { count: 1 },
    } as const
    expect(say(noticeText(row).body)).toBe('Order SO1 has passed its ship-by time')
    expect(noticeHref(row, ACCOUNT_TYPE.distributor)).toBe('/sale/order/detail?id=o%201')
  })

  it('a low balance names the account and what is left, linking to the finance items', () => {
    const row = {
      event: 'lowBalance',
      subjectType: 'financeAccount',
      subjectId: 'fa-demo',
      subjectNo: 'CNY account',
      params: { amount: '995.00', currency: 'CNY' },
    } as const
    expect(say(noticeText(row).body)).toBe('CNY account: 995.00 CNY left')
    expect(noticeHref(row, ACCOUNT_TYPE.distributor)).toBe('/account/finance/item')
  })
})
