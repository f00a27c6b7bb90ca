// The console side of the storefront: shop settings, counters, members, coupons, page modules,
// subjects, recommended goods and page images — with bad input, permissions and tenants.
import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import type {
  CounterView,
  CouponView,
  MemberView,
  PageImageView,
  PageModuleView,
  PoolGoodsView,
  ShopSettingsView,
  SubjectView,
} from '../../../src/contract/storefront'
import { generationStrategies, generationTasks } from '../../db/schema'
import { describeApp } from '../../test/helper'
import { bigPng, png, upload } from '../materials/test-support'
import { teamCaller } from '../team/test-support'
import { LAZADA_SHOP, onSaleGoods, SHOP, signUp } from './test-support'

const day = 86_400_000
const couponBody = (over: Record<string, unknown> = {}) => ({
  name: '10 off over 50',
  kind: 'amount',
  amountOff: 1000,
  minAmount: 5000,
  quantity: 100,
  perMember: 1,
  startsAt: new Date(Date.now() - day).toISOString(),
  endsAt: new Date(Date.now() + 30 * day).toISOString(),
  shopIds: [SHOP],
  ...over,
})

describeApp('storefront console calls', (get) => {
  const post = teamCaller(get)

  it('sets the shop password by the §5 rules, the finance account (masked), the template', async () => {
    const mismatch = await post('seller', '/shop/password/change', {
      id: SHOP,
      newPassword: 'Counter-2026',
      confirmPassword: 'Counter-2027',
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.msg).toContain('do not match')
    const short = await post('seller', '/shop/password/change', {
      id: SHOP,
      newPassword: 'ab1',
      confirmPassword: 'ab1',
    })
    expect(short.status).toBe(400)
    const blank = await post(
      'seller',
      '/shop/password/change',
      { id: SHOP, newPassword: '       ', confirmPassword: '       ' },
      { locale: 'zh-CN' },
    )
    expect(blank.status).toBe(400)
    const weak = await post('seller', '/shop/password/change', {
      id: SHOP,
      newPassword: 'aaaaaa',
      confirmPassword: 'aaaaaa',
    })
    expect(weak.status).toBe(400)
    const done = await post('seller', '/shop/password/change', {
      id: SHOP,
      newPassword: 'Counter-2026!',
      confirmPassword: 'Counter-2026!',
    })
    expect(done.status).toBe(200)
    expect(done.body.data).toBe(true)
    const other = await post('seller', '/shop/password/change', {
      id: LAZADA_SHOP,
      newPassword: 'Counter-2026!',
      confirmPassword: 'Counter-2026!',
    })
    expect(other.status).toBe(400)

    const account = await post<ShopSettingsView>('seller', '/shop/finance/account/save', {
      id: SHOP,
      holder: 'Demo Ltd',
      bank: 'ICBC',
      accountNo: '6222 0000 1234 5678',
    })
    expect(account.body.data.financeAccount).toEqual({ holder: 'Demo Ltd', bank: 'ICBC', accountTail: '5678' })
    expect(JSON.stringify(account.body.data)).not.toContain('6222')
    const badAccount = await post('seller', '/shop/finance/account/save', {
      id: SHOP,
      holder: 'x',
      bank: 'y',
      accountNo: 'abc',
    })
    expect(badAccount.status).toBe(400)

    const template = await post<ShopSettingsView>('seller', '/shop/template/change', { id: SHOP, template: 'grid' })
    expect(template.body.data).toMatchObject({ template: 'grid', hasPassword: true })
    expect((await post('seller', '/shop/template/change', { id: SHOP, template: 'neon' })).status).toBe(400)
    const read = await post<ShopSettingsView>('seller', `/shop/settings/${SHOP}`)
    expect(read.body.data).toMatchObject({ template: 'grid', storePath: `/dis/store/${SHOP}` })
  })

  it('changes the feeding strategy, resets its task, grants and revokes a partner', async () => {
    const [strategy] = await get()
      .db.select()
      .from(generationStrategies)
      .where(eq(generationStrategies.did, 'd-demo'))
      .limit(1)
    const strategyId = strategy!.id
    const noStrategy = await post('seller', `/shop/generate/task/reset/${SHOP}`, {})
    expect(noStrategy.status).toBe(400)
    const changed = await post<ShopSettingsView>('seller', '/shop/goods/generate/strategy/change', {
      id: SHOP,
      strategyId,
    })
    expect(changed.body.data.strategyId).toBe(strategyId)
    const unknown = await post('seller', '/shop/goods/generate/strategy/change', { id: SHOP, strategyId: 'nope' })
    expect(unknown.status).toBe(404)
    // A finished task of the strategy runs again from the start.
    await get()
      .db.insert(generationTasks)
      .values({
        id: 'task-storefront-reset',
        did: 'd-demo',
        strategyId,
        strategyName: strategy!.name,
        status: 'done',
        productIds: ['p'],
        materialIds: ['m'],
        total: 1,
        cursor: 1,
        created: 1,
        accountId: 'd-demo',
      })
    const reset = await post<{ taskId: string; status: string }>('seller', `/shop/generate/task/reset/${SHOP}`, {})
    expect(reset.body.data).toEqual({ taskId: 'task-storefront-reset', status: 'queued' })
    const [task] = await get().db.select().from(generationTasks).where(eq(generationTasks.id, 'task-storefront-reset'))
    expect(task).toMatchObject({ status: 'queued', cursor: 0, created: 0 })
    expect((await post('seller', `/shop/generate/task/reset/${SHOP}`, {})).status).toBe(409)
    await get()
      .db.update(generationTasks)
      .set({ status: 'failed' })
      .where(eq(generationTasks.id, 'task-storefront-reset'))

    const grant = await post<ShopSettingsView>('seller', '/shop/sharding/grant', {
      id: SHOP,
      partnerId: 'd-demo-supplier',
      granted: true,
    })
    expect(grant.body.data.grants.map((entry) => entry.partnerId)).toEqual(['d-demo-supplier'])
    const again = await post<ShopSettingsView>('seller', '/shop/sharding/grant', {
      id: SHOP,
      partnerId: 'd-demo-supplier',
      granted: true,
    })
    expect(again.body.data.grants).toHaveLength(1)
    const revoked = await post<ShopSettingsView>('seller', '/shop/sharding/grant', {
      id: SHOP,
      partnerId: 'd-demo-supplier',
      granted: false,
    })
    expect(revoked.body.data.grants).toEqual([])
    // Not a partner of this tenant: not found.
    expect(
      (await post('seller', '/shop/sharding/grant', { id: SHOP, partnerId: 'd-demo2', granted: true })).status,
    ).toBe(404)
  })

  it('saves counters and lists them with their sales; the special-counter source lists them too', async () => {
    const created = await post<CounterView>('seller', '/shop/counter/save', {
      shopId: SHOP,
      name: 'Mall kiosk A',
      area: ['广东省', '深圳市'],
      deviceCode: 'KIOSK-01',
    })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({ name: 'Mall kiosk A', orderCount: 0, salesAmount: 0, status: 'enabled' })
    expect(created.body.data.storePath).toBe(`/dis/store/${SHOP}?counter=${created.body.data.id}`)
    const edited = await post<CounterView>('seller', '/shop/counter/save', {
      id: created.body.data.id,
      shopId: SHOP,
      name: 'Mall kiosk A1',
      version: 1,
    })
    expect(edited.body.data).toMatchObject({ name: 'Mall kiosk A1', version: 2 })
    const stale = await post('seller', '/shop/counter/save', {
      id: created.body.data.id,
      shopId: SHOP,
      name: 'X',
      version: 1,
    })
    expect(stale.status).toBe(412)
    const page = await post<{ list: CounterView[]; total: number }>('seller', '/shop/counter/list', { shopId: SHOP })
    expect(page.body.data.list.some((row) => row.id === created.body.data.id)).toBe(true)
    const source = await post<{ id: string }[]>('seller', '/ds/special_counter_list', {})
    expect(source.body.data.some((row) => row.id === created.body.data.id)).toBe(true)
    // Bad input, another channel's shop, another tenant, no permission.
    expect((await post('seller', '/shop/counter/save', { shopId: SHOP, name: '' })).status).toBe(400)
    expect((await post('seller', '/shop/counter/save', { shopId: SHOP, name: 'x', deviceCode: 'a b' })).status).toBe(
      400,
    )
    expect((await post('seller', '/shop/counter/save', { shopId: LAZADA_SHOP, name: 'x' })).status).toBe(400)
    expect((await post('seller2', '/shop/counter/save', { shopId: SHOP, name: 'x' })).status).toBe(404)
    expect(
      (await post('seller2', '/shop/counter/save', { id: created.body.data.id, shopId: 'd-demo2-shop-1', name: 'x' }))
        .status,
    ).toBeGreaterThanOrEqual(400)
    const theirs = await post<{ list: CounterView[] }>('seller2', '/shop/counter/list', {})
    expect(theirs.body.data.list).toEqual([])
    expect((await post('staff', '/shop/counter/list', {})).status).toBe(403)
  })

  it('issues a coupon, refuses a discount over the minimum in both languages, stops it', async () => {
    const over = await post('seller', '/coupon/save', couponBody({ amountOff: 6000 }))
    expect(over.status).toBe(400)
    expect(over.body.msg).toContain('cannot exceed the minimum')
    const overZh = await post('seller', '/coupon/save', couponBody({ amountOff: 6000 }), { locale: 'zh-CN' })
    expect(overZh.body.msg).toContain('不能大于最低消费金额')
    const backwards = await post(
      'seller',
      '/coupon/save',
      couponBody({ endsAt: new Date(Date.now() - 2 * day).toISOString() }),
    )
    expect(backwards.status).toBe(400)
    expect((await post('seller', '/coupon/save', couponBody({ shopIds: [LAZADA_SHOP] }))).status).toBe(400)
    expect((await post('seller', '/coupon/save', couponBody({ shopIds: ['d-demo2-shop-1'] }))).status).toBe(404)
    expect((await post('seller', '/coupon/save', couponBody({ kind: 'discount', percentOff: 0 }))).status).toBe(400)
    const created = await post<CouponView>('seller', '/coupon/save', couponBody())
    expect(created.body.data).toMatchObject({ state: 'effective', claimed: 0, used: 0, amountOff: 1000 })
    const discount = await post<CouponView>(
      'seller',
      '/coupon/save',
      couponBody({ kind: 'discount', percentOff: 15, amountOff: 0 }),
    )
    expect(discount.body.data).toMatchObject({ kind: 'discount', percentOff: 15, amountOff: 0 })
    const effective = await post<{ list: CouponView[] }>('seller', '/coupon/list', { state: 'effective', shopId: SHOP })
    expect(effective.body.data.list.some((row) => row.id === created.body.data.id)).toBe(true)
    const stopped = await post<CouponView>('seller', '/coupon/stop', { id: created.body.data.id })
    expect(stopped.body.data).toMatchObject({ stopped: true, state: 'invalid' })
    const invalid = await post<{ list: CouponView[] }>('seller', '/coupon/list', { state: 'invalid' })
    expect(invalid.body.data.list.some((row) => row.id === created.body.data.id)).toBe(true)
    expect((await post('seller2', '/coupon/stop', { id: created.body.data.id })).status).toBe(404)
    expect((await post<{ list: CouponView[] }>('seller2', '/coupon/list', {})).body.data.list).toEqual([])
    expect((await post('staff', '/coupon/list', {})).status).toBe(403)
  })

  it('keeps page modules in order, subjects and the recommended pool of the shop’s own goods', async () => {
    const [a, b, c] = await onSaleGoods(get, SHOP, 3)
    const banner = await post<PageModuleView>('seller', '/setting/page/module/save', {
      shopId: SHOP,
      kind: 'banner',
      title: 'Summer',
      link: 'https://example.com/summer',
      sort: 2,
    })
    expect(banner.status).toBe(200)
    const notice = await post<PageModuleView>('seller', '/setting/page/module/save', {
      shopId: SHOP,
      kind: 'notice',
      text: 'Free shipping',
      sort: 1,
    })
    const modules = await post<PageModuleView[]>('seller', '/setting/page/module/list', { shopId: SHOP })
    // The demo shop has modules of its own (demo-storefront.ts); these two come in their order.
    const made = new Set([banner.body.data.id, notice.body.data.id])
    expect(modules.body.data.filter((row) => made.has(row.id)).map((row) => row.kind)).toEqual(['notice', 'banner'])
    expect((await post('seller', '/setting/page/module/save', { shopId: SHOP, kind: 'popup' })).status).toBe(400)
    expect(
      (await post('seller', '/setting/page/module/save', { shopId: SHOP, kind: 'banner', link: 'javascript:alert(1)' }))
        .status,
    ).toBe(400)
    expect(
      (
        await post('seller', '/setting/page/module/save', {
          shopId: SHOP,
          kind: 'banner',
          image: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
        })
      ).status,
    ).toBe(404)

    const subject = await post<SubjectView>('seller', '/setting/page/subject/save', {
      shopId: SHOP,
      title: 'New arrivals',
      goodsIds: [a!.id, b!.id],
    })
    expect(subject.body.data.goodsIds).toEqual([a!.id, b!.id])
    const foreign = await post('seller', '/setting/page/subject/save', {
      shopId: SHOP,
      title: 'x',
      goodsIds: ['d-demo2-g1'],
    })
    expect(foreign.status).toBe(400)

    const pool = await post<PoolGoodsView[]>('seller', '/setting/goods/pool/save', {
      shopId: SHOP,
      goodsIds: [c!.id, a!.id],
    })
    expect(pool.body.data.map((row) => row.goodsId)).toEqual([c!.id, a!.id])
    expect((await post('seller2', '/setting/goods/pool/list', { shopId: SHOP })).status).toBe(404)
    expect((await post('staff', '/setting/page/module/list', { shopId: SHOP })).status).toBe(403)
  })

  it('takes JPG/PNG page images up to 500K by content, nothing else', async () => {
    const token = await get().login('seller')
    const ok = await upload<PageImageView>(
      get,
      '/upload/page-image',
      [{ name: 'file', fileName: 'b.png', type: 'image/png', body: await png() }],
      { token, locale: 'en' },
    )
    expect(ok.status).toBe(200)
    expect(ok.body.data).toMatchObject({ format: 'png', name: 'b.png' })
    const image = await get().app.inject({ method: 'GET', url: ok.body.data.url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    const fake = await upload(
      get,
      '/upload/page-image',
      [{ name: 'file', fileName: 'x.png', type: 'image/png', body: Buffer.from('GIF89a not a png') }],
      { token, locale: 'en' },
    )
    expect(fake.status).toBe(415)
    expect(fake.body.msg).toContain('JPG or PNG')
    const big = await upload(
      get,
      '/upload/page-image',
      [{ name: 'file', fileName: 'big.png', type: 'image/png', body: await bigPng(600 * 1024) }],
      { token, locale: 'zh-CN' },
    )
    expect(big.status).toBe(413)
    expect(big.body.msg).toContain('500K')
    const list = await get().call<PageImageView[]>('POST', '/upload/page-image/list', { token, body: {} })
    // Only the good file was kept (beside the demo shop's own banner and cover).
    expect(list.body.data.filter((row) => !/^summer-/.test(row.name))).toHaveLength(1)
  })

  it('lists members with their counter, disables one and resets one with a code by SMS', async () => {
    const counter = await post<CounterView>('seller', '/shop/counter/save', { shopId: SHOP, name: 'Station kiosk' })
    const member = await signUp(get, SHOP, { counterId: counter.body.data.id })
    const page = await post<{ list: MemberView[] }>('seller', '/shop/member/list', { keyword: member.phone })
    expect(page.body.data.list).toHaveLength(1)
    expect(page.body.data.list[0]).toMatchObject({ phone: member.phone, counterName: 'Station kiosk', orderCount: 0 })
    const sentBefore = get().sms.sent.length
    const reset = await post('seller', `/shop/member/reset/${member.id}`, {})
    expect(reset.status).toBe(200)
    expect(get().sms.sent.length).toBe(sentBefore + 1)
    expect(get().sms.sent.at(-1)).toMatchObject({ phone: member.phone, purpose: 'store-member' })
    // The reset signed the member out of the storefront.
    const me = await get().call('GET', `/store/${SHOP}/member/me`, { headers: { 'x-member-token': member.token } })
    expect(me.status).toBe(401)
    expect((await post('seller2', `/shop/member/reset/${member.id}`, {})).status).toBe(404)
    // Another tenant cannot disable the member either: a 404, and the member stays as they were.
    const foreign = await post('seller2', '/shop/member/status', { id: member.id, status: 'disabled' })
    expect(foreign.status).toBe(404)
    const still = await post<{ list: MemberView[] }>('seller', '/shop/member/list', { keyword: member.phone })
    expect(still.body.data.list[0]?.status).toBe(page.body.data.list[0]?.status)
    expect(still.body.data.list[0]?.status).not.toBe('disabled')
    const disabled = await post<MemberView>('seller', '/shop/member/status', { id: member.id, status: 'disabled' })
    expect(disabled.body.data.status).toBe('disabled')
    expect((await post('staff', '/shop/member/list', {})).status).toBe(403)
    expect((await post('seller', '/shop/member/list', { pageSize: 0 })).status).toBe(400)
  })
})
