// The device's listing mirrors (issue 16 item 11): deltas of listings and templates since an
// instant, deletions flagged, only the channels the caller may read, never another tenant's;
// and a publish request replayed by the outbox (same Idempotency-Key) starts its job once.
import { and, eq } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { ListingRow, ListingTemplateRow } from '../../../src/contract/listing'
import { goods, jobs, listings, listingTemplates, roles } from '../../db/schema'
import { describeApp } from '../../test/helper'
import { newKey } from '../../test/support'
import { caller, makeTemplate } from '../generation/test-support'
import type { PublishAnswer } from './publish'

type Delta<T> = ServerPage<T & { deleted: boolean }>

describeApp('listing mirrors and offline publish', (get) => {
  const call = caller(get)
  let goodsIds: string[]
  const since = new Date(Date.now() - 60_000).toISOString()
  beforeAll(async () => {
    const db = get().db
    const rows = await db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.did, 'd-demo'), eq(goods.status, 'on_sale')))
      .orderBy(goods.id)
      .limit(3)
    goodsIds = rows.map((row) => row.id)
    const priceTemplateId = (await makeTemplate(call)).id
    const template = (id: string, channel: string, shopId: string) => ({
      id,
      did: 'd-demo',
      channel,
      shopId,
      name: `${channel} template`,
      categoryId: 'x',
      titlePattern: '{model}',
      descriptionPattern: '{model}',
      priceTemplateId,
    })
    await db
      .insert(listingTemplates)
      .values([
        template('lt-mirror-shopify', 'shopify', 'd-demo-shop-13'),
        template('lt-mirror-lazada', 'lazada', 'd-demo-shop-1'),
      ])
    await db.insert(listings).values([
      { id: 'l-mirror-1', did: 'd-demo', goodsId: goodsIds[0]!, shopId: 'd-demo-shop-13', channel: 'shopify' },
      { id: 'l-mirror-2', did: 'd-demo', goodsId: goodsIds[1]!, shopId: 'd-demo-shop-13', channel: 'shopify' },
      { id: 'l-mirror-3', did: 'd-demo', goodsId: goodsIds[0]!, shopId: 'd-demo-shop-1', channel: 'lazada' },
    ])
    await db.update(listings).set({ publishState: 'deleted' }).where(eq(listings.id, 'l-mirror-2'))
    await db.update(listingTemplates).set({ deletedAt: new Date() }).where(eq(listingTemplates.id, 'lt-mirror-lazada'))
  })

  const delta = <T>(path: string, body: Record<string, unknown>, username = 'seller') =>
    call<Delta<T>>('POST', path, body, { key: null, username })

  it('hands the mirror every listing changed since the instant, oldest change first, deleted ones flagged', async () => {
    const answer = await delta<ListingRow>('/platform/goods/mirror', { updatedSince: since, pageSize: 100 })
    expect(answer.status).toBe(200)
    const mine = answer.body.data.list.filter((row) => row.id.startsWith('l-mirror-'))
    expect(mine.map((row) => row.id).sort()).toEqual(['l-mirror-1', 'l-mirror-2', 'l-mirror-3'])
    expect(mine.find((row) => row.id === 'l-mirror-2')!.deleted).toBe(true)
    expect(mine.find((row) => row.id === 'l-mirror-1')).toMatchObject({ deleted: false, shopName: expect.any(String) })
    const stamps = answer.body.data.list.map((row) => row.updatedAt)
    expect([...stamps].sort()).toEqual(stamps)
    const later = await delta<ListingRow>('/platform/goods/mirror', {
      updatedSince: new Date(Date.now() + 60_000).toISOString(),
    })
    expect(later.body.data.total).toBe(0)
  })

  it('hands over templates the same way, a deleted one flagged', async () => {
    const answer = await delta<ListingTemplateRow>('/platform/template/mirror', { updatedSince: since, pageSize: 100 })
    const mine = answer.body.data.list.filter((row) => row.id.startsWith('lt-mirror-'))
    expect(mine.map((row) => [row.id, row.deleted]).sort()).toEqual([
      ['lt-mirror-lazada', true],
      ['lt-mirror-shopify', false],
    ])
  })

  it('carries only the channels the caller may read, nothing of another tenant, and refuses bad input', async () => {
    await get()
      .db.update(roles)
      .set({
        permissions: [
          { permissionId: 'platform', actions: ['query', 'get'] },
          { permissionId: 'platform_shopify', actions: ['query', 'get'] },
        ],
      })
      .where(eq(roles.id, 'r-demo-operator'))
    const staff = await delta<ListingRow>('/platform/goods/mirror', { updatedSince: since, pageSize: 100 }, 'staff')
    expect(staff.status).toBe(200)
    expect(new Set(staff.body.data.list.map((row) => row.channel))).toEqual(new Set(['shopify']))
    const other = await delta<ListingRow>('/platform/goods/mirror', { updatedSince: since }, 'seller2')
    expect(other.body.data.list.some((row) => row.id.startsWith('l-mirror-'))).toBe(false)
    const otherTemplates = await delta<ListingTemplateRow>(
      '/platform/template/mirror',
      { updatedSince: since },
      'seller2',
    )
    expect(otherTemplates.body.data.list.some((row) => row.id.startsWith('lt-mirror-'))).toBe(false)
    // An account without the platform key (the supplier holds it now, for the plaza).
    expect((await delta('/platform/goods/mirror', { updatedSince: since }, 'factory')).status).toBe(403)
    const missing = await call('POST', '/platform/goods/mirror', {}, { key: null, locale: 'zh-CN' })
    expect(missing.status).toBe(400)
    expect((await call('POST', '/platform/template/mirror', { updatedSince: 'yesterday' }, { key: null })).status).toBe(
      400,
    )
  })

  it('starts a publish request the outbox sends again (same key) once: one job, the same answer', async () => {
    const saved = await get().db.select().from(listingTemplates).where(eq(listingTemplates.id, 'lt-mirror-shopify'))
    const body = { channel: 'shopify', templateId: saved[0]!.id, shopIds: ['d-demo-shop-13'], goodsIds: [goodsIds[2]!] }
    const key = newKey('offline-publish')
    const answers = await Promise.all(
      [1, 2, 3].map(() => call<PublishAnswer>('POST', '/platform/goods/publish', body, { key })),
    )
    const done = answers.filter((answer) => answer.status === 200)
    // Sent together, the others hear "still running" (409) and the outbox tries them again later.
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true)
    const again = await call<PublishAnswer>('POST', '/platform/goods/publish', body, { key })
    expect(again.status).toBe(200)
    for (const answer of done) expect(answer.body.data.jobs[0]!.id).toBe(again.body.data.jobs[0]!.id)
    const made = await get()
      .db.select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.did, 'd-demo'), eq(jobs.subjectId, 'd-demo-shop-13')))
    expect(made.filter((job) => job.id === again.body.data.jobs[0]!.id)).toHaveLength(1)
    const listed = await get()
      .db.select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.shopId, 'd-demo-shop-13'), eq(listings.goodsId, goodsIds[2]!)))
    expect(listed).toHaveLength(1)
  })
})
