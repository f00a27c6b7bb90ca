// Shared by the storefront tests: the demo seller's custom-channel shop, goods on sale in it,
// and storefront members signed in the way the storefront does it (phone + SMS code).
import { and, eq } from 'drizzle-orm'
import { goods, members } from '../../db/schema'
import type { TestApp } from '../../test/helper'
import { newKey } from '../team/test-support'
import { startMemberSession } from './store-session'

/** The demo seller's "Own WeChat Store" (channel custom). */
export const SHOP = 'd-demo-shop-14'
/** A shop of another channel of the same tenant. */
export const LAZADA_SHOP = 'd-demo-shop-1'

export async function onSaleGoods(get: () => TestApp, shopId = SHOP, n = 5) {
  const rows = await get()
    .db.select({ id: goods.id, minPrice: goods.minPrice })
    .from(goods)
    .where(and(eq(goods.shopId, shopId), eq(goods.status, 'on_sale')))
    .limit(n)
  if (rows.length < n) throw new Error(`shop ${shopId} has only ${rows.length} goods on sale`)
  return rows
}

let phones = 0
export const newPhone = () => `139${String(process.pid % 10000).padStart(4, '0')}${String(++phones).padStart(4, '0')}`

/** Signs a member up through the storefront API (SMS code read from the recording sender). */
export async function signUp(get: () => TestApp, shopId = SHOP, options: { counterId?: string; ip?: string } = {}) {
  const phone = newPhone()
  const remoteAddress = options.ip ?? `10.9.${phones % 250}.${(phones * 7) % 250}`
  const sms = await get().call('POST', `/store/${shopId}/member/sms`, { body: { phone }, remoteAddress })
  if (sms.status !== 200) throw new Error(`sms failed: ${sms.raw}`)
  const answer = await get().call<{ token: string; member: { id: string } }>(
    'POST',
    `/store/${shopId}/member/sign-in`,
    {
      body: { phone, code: get().sms.lastCode(phone), counterId: options.counterId },
      remoteAddress,
    },
  )
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.raw}`)
  return { phone, token: answer.body.data.token, id: answer.body.data.member.id }
}

/** Many members at once, straight into the tables (the SMS limits would slow 200 sign-ups down). */
export async function quickMembers(get: () => TestApp, count: number, shopId = SHOP) {
  const tokens: string[] = []
  await get().db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const [member] = await tx
        .insert(members)
        .values({ id: `m-${newKey('q')}`, did: 'd-demo', shopId, phone: newPhone() })
        .returning()
      tokens.push(await startMemberSession(tx, member!))
    }
  })
  return tokens
}

export function storeCall(get: () => TestApp) {
  return <T = unknown>(
    method: 'GET' | 'POST',
    path: string,
    token?: string,
    body?: unknown,
    locale: 'en' | 'zh-CN' = 'en',
  ) =>
    get().call<T>(method, path, {
      body,
      locale,
      headers: { ...(token ? { 'x-member-token': token } : {}), 'idempotency-key': newKey('s') },
    })
}

/** A member's order of the first on-sale goods of the shop, in its first colour and size. */
export async function placeStoreOrder(
  get: () => TestApp,
  memberToken: string,
  options: { shopId?: string; quantity?: number; couponId?: string; counterId?: string } = {},
) {
  const shopId = options.shopId ?? SHOP
  const store = storeCall(get)
  const [item] = await onSaleGoods(get, shopId, 1)
  const detail = await store<{ specs: { color: string; colorName: string; size: string; price: number }[] }>(
    'GET',
    `/store/${shopId}/goods/${item!.id}`,
  )
  const spec = detail.body.data.specs[0]!
  const placed = await store<{ orderId: string; orderNo: string; totalAmount: number }>(
    'POST',
    `/store/${shopId}/order`,
    memberToken,
    {
      goodsId: item!.id,
      color: spec.color,
      size: spec.size,
      quantity: options.quantity ?? 1,
      couponId: options.couponId,
      counterId: options.counterId,
      clientKey: newKey('order'),
      address: { name: 'Li Lei', phone: '13800138000', region: ['广东省', '深圳市'], address: '1 Kiosk Road' },
    },
  )
  if (placed.status !== 200) throw new Error(`order failed: ${placed.raw}`)
  return { ...placed.body.data, goodsId: item!.id, spec }
}
