// POST /outbox/batch, set-based (issue 21: replay of 1,000 changes): a run of goods status changes
// (or flag switches) goes through one claim, lock, update, read-back and answer store, yet each change answers exactly
// what its single call answers — refusals, repeated keys and one goods changed twice included —
// and a failure inside the set-based run leaves nothing of it: each change then runs alone.
import { sql } from 'drizzle-orm'
import { afterEach, expect, it, vi } from 'vitest'
import { ErrorCode } from '../../../src/contract/errors'
import type { GoodsRow } from '../../../src/contract/goods'
import type { OutboxBatchChange } from '../../../src/contract/outbox-batch'
import { describeApp } from '../../test/helper'
import { batchHelpers } from '../../test/outbox-batch-helpers'
import { newKey } from '../../test/support'

const STATUS_PATH = '/goods/status'
const status = (key: string, body: Record<string, unknown>): OutboxBatchChange => ({ path: STATUS_PATH, key, body })
const rowsIn = (data: unknown) => (data as GoodsRow[]).map((row) => [row.id, row.status, row.version])

describeApp('outbox batch, set-based', (get) => {
  const { pick, goods, offShelf, batch, single, storedKeys } = batchHelpers(get)
  /** The set-based run of the status call, watched: which changes it was given together. */
  const watchAtOnce = () => {
    const call = get().app.batchableCalls.get(`/dis/ts${STATUS_PATH}`)
    if (!call?.atOnce) throw new Error('the goods status call has no set-based run')
    return vi.spyOn(call.atOnce, 'run')
  }
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('a mixed run (stale, another tenant’s, a refused transition, a repeated key, one goods twice) answers each change as its single call', async () => {
    const [first, stale, same, bulkA, bulkB, reusedOn, twice] = await pick('on_sale', 7)
    const [theirs] = await pick('on_sale', 1, 'd-demo2')
    const ids = [first!, stale!, same!, bulkA!, bulkB!, reusedOn!, twice!, theirs!]
    const before = new Map(await Promise.all(ids.map(async (id) => [id, await goods(id)] as const)))
    const version = (id: string) => before.get(id)!.version
    const firstChange = await offShelf(first!)
    const changes: OutboxBatchChange[] = [
      // 0–4: one set-based group.
      firstChange,
      status(newKey('stale'), { id: stale, status: 'off_shelf', version: version(stale!) - 1 }),
      await offShelf(theirs!),
      status(newKey('same'), { id: same, status: 'on_sale', version: version(same!) }),
      status(newKey('bulk'), {
        ids: [bulkA, bulkB],
        versions: { [bulkA!]: version(bulkA!), [bulkB!]: version(bulkB!) },
        status: 'off_shelf',
      }),
      // 5: the first key again with its body: the stored answer. 6: with another body: 422.
      firstChange,
      status(firstChange.key, { id: reusedOn, status: 'off_shelf', version: version(reusedOn!) }),
      // 7–9: one goods three times: each change sees the one before it.
      await offShelf(twice!),
      status(newKey('back'), { id: twice, status: 'on_sale', version: version(twice!) + 1 }),
      status(newKey('behind'), { id: twice, status: 'draft', version: version(twice!) + 1 }),
    ]
    const atOnce = watchAtOnce()
    const answer = await batch(changes, { locale: 'zh-CN' })
    expect(answer.status, answer.raw).toBe(200)
    const answers = answer.body.data.answers
    expect(answers.map((one) => [one.key, one.status, one.body.code, one.replayed])).toEqual(
      changes.map((change, index) => [
        change.key,
        ...([
          [200, ErrorCode.OK, false],
          [412, ErrorCode.STALE_VERSION, false],
          [404, ErrorCode.NOT_FOUND, false],
          [400, ErrorCode.RULE, false],
          [200, ErrorCode.OK, false],
          [200, ErrorCode.OK, true],
          [422, ErrorCode.IDEMPOTENCY_MISMATCH, false],
          [200, ErrorCode.OK, false],
          [200, ErrorCode.OK, false],
          [412, ErrorCode.STALE_VERSION, false],
        ][index] as unknown[]),
      ]),
    )
    // The set-based run got changes 0–4 together, then 7 (6's key was taken, 8 and 9 touch 7's goods).
    expect(atOnce.mock.calls.map(([, , inputs]) => inputs.length)).toEqual([5, 1])

    // What each done change answered is the row as written, and the single call replays it as is.
    expect(rowsIn(answers[0]!.body.data)).toEqual([[first, 'off_shelf', version(first!) + 1]])
    expect(rowsIn(answers[4]!.body.data)).toEqual([
      [bulkA, 'off_shelf', version(bulkA!) + 1],
      [bulkB, 'off_shelf', version(bulkB!) + 1],
    ])
    expect(rowsIn(answers[7]!.body.data)).toEqual([[twice, 'off_shelf', version(twice!) + 1]])
    expect(rowsIn(answers[8]!.body.data)).toEqual([[twice, 'on_sale', version(twice!) + 2]])
    expect(answers[5]!.body).toEqual(answers[0]!.body)
    for (const index of [0, 4, 7, 8]) {
      const again = await single(changes[index]!, 'seller', 'zh-CN')
      expect([again.status, again.headers['idempotent-replayed'], again.body], `change ${index}`).toEqual([
        200,
        'true',
        answers[index]!.body,
      ])
    }
    // The row answered is the goods as stored (its detail is the row and more).
    for (const row of [...(answers[0]!.body.data as GoodsRow[]), ...(answers[4]!.body.data as GoodsRow[])]) {
      const detail = await get().call('GET', `/goods/detail/${row.id}`, { token: await get().login('seller') })
      expect(detail.body.data, row.id).toMatchObject(row)
    }
    // Each refusal is what the single call answers now (status and body, in the caller's language).
    for (const index of [1, 2, 3, 6, 9]) {
      const alone = await single(changes[index]!, 'seller', 'zh-CN')
      expect([alone.status, alone.body], `change ${index}`).toEqual([answers[index]!.status, answers[index]!.body])
    }
    expect(answers[1]!.body.data).toMatchObject({ id: stale, version: version(stale!) })

    // Written: the done changes, each once; the refused ones left their goods and keys untouched.
    expect(await goods(first!)).toEqual({ status: 'off_shelf', version: version(first!) + 1 })
    expect(await goods(bulkA!)).toEqual({ status: 'off_shelf', version: version(bulkA!) + 1 })
    expect(await goods(bulkB!)).toEqual({ status: 'off_shelf', version: version(bulkB!) + 1 })
    expect(await goods(twice!)).toEqual({ status: 'on_sale', version: version(twice!) + 2 })
    for (const id of [stale!, same!, reusedOn!, theirs!]) expect(await goods(id), id).toEqual(before.get(id))
    const done = [0, 4, 7, 8].map((index) => changes[index]!.key)
    expect(await storedKeys(changes.map((change) => change.key))).toEqual(
      done.map((key) => ({ key, state: 'done' })).sort((a, b) => a.key.localeCompare(b.key)),
    )
  })

  it('a run of flag switches goes set-based too: a deleted goods, another tenant’s and one without a brand answer as their single calls', async () => {
    const [recommendA, recommendB, branded, brandless] = await pick('on_sale', 4)
    const [gone] = await pick('deleted', 1)
    const [theirs] = await pick('on_sale', 1, 'd-demo2')
    const { db } = get()
    await db.execute(
      sql.raw(
        `update goods set brand_id = (select id from brands where did = 'd-demo' order by id limit 1) where id = '${branded}'`,
      ),
    )
    await db.execute(sql.raw(`update goods set brand_id = null where id = '${brandless}'`))
    const ids = [recommendA!, recommendB!, branded!, brandless!, gone!, theirs!]
    const before = new Map(await Promise.all(ids.map(async (id) => [id, await goods(id)] as const)))
    const flag = (path: string, id: string): OutboxBatchChange => ({
      path,
      key: newKey('flag'),
      body: { id, value: true },
    })
    const changes = [
      flag('/goods/recommend', recommendA!),
      flag('/goods/recommend', gone!),
      flag('/goods/recommend', theirs!),
      flag('/goods/recommend', recommendB!),
      flag('/goods/brand/recommend', brandless!),
      flag('/goods/brand/recommend', branded!),
    ]
    const runs = ['/goods/recommend', '/goods/brand/recommend'].map((path) => {
      const call = get().app.batchableCalls.get(`/dis/ts${path}`)
      if (!call?.atOnce) throw new Error(`${path} has no set-based run`)
      return vi.spyOn(call.atOnce, 'run')
    })
    const answer = await batch(changes, { locale: 'zh-CN' })
    const answers = answer.body.data.answers
    expect(answers.map((one) => [one.status, one.body.code])).toEqual([
      [200, ErrorCode.OK],
      [400, ErrorCode.RULE],
      [404, ErrorCode.NOT_FOUND],
      [200, ErrorCode.OK],
      [400, ErrorCode.RULE],
      [200, ErrorCode.OK],
    ])
    expect(runs.map((run) => run.mock.calls.map(([, , inputs]) => inputs.length))).toEqual([[4], [2]])
    for (const [index, field] of [
      [0, 'recommended'],
      [3, 'recommended'],
      [5, 'brandRecommended'],
    ] as const) {
      const [row] = answers[index]!.body.data as GoodsRow[]
      const id = (changes[index]!.body as { id: string }).id
      expect([row!.id, row![field], row!.version]).toEqual([id, true, before.get(id)!.version + 1])
    }
    for (const index of [1, 2, 4]) {
      const alone = await single(changes[index]!, 'seller', 'zh-CN')
      expect([alone.status, alone.body], `change ${index}`).toEqual([answers[index]!.status, answers[index]!.body])
    }
    for (const id of [gone!, theirs!, brandless!]) expect(await goods(id), id).toEqual(before.get(id))
    expect((await storedKeys(changes.map((change) => change.key))).map((row) => row.key).sort()).toEqual(
      [0, 3, 5].map((index) => changes[index]!.key).sort(),
    )
  })

  it('a batch sent again answers every change of the run from its stored answer and writes nothing more', async () => {
    const ids = await pick('on_sale', 4)
    const changes = await Promise.all(ids.map((id) => offShelf(id)))
    const first = await batch(changes)
    const atOnce = watchAtOnce()
    const second = await batch(changes)
    expect(second.body.data.answers).toEqual(first.body.data.answers.map((one) => ({ ...one, replayed: true })))
    // Every key was taken: the set-based run got nothing to do.
    expect(atOnce).not.toHaveBeenCalled()
    for (const [index, id] of ids.entries()) {
      expect(rowsIn(first.body.data.answers[index]!.body.data)).toEqual([[id, 'off_shelf', (await goods(id)).version]])
    }
  })

  it('a statement of the set-based run failing takes all of it back: each change then runs alone and answers for itself', async () => {
    const [fine, broken, other] = await pick('on_sale', 3)
    const before = await Promise.all([fine!, broken!, other!].map(goods))
    const { db } = get()
    // The database refuses to update one goods: the group's one UPDATE fails with it.
    await db.execute(
      sql.raw(
        `create function outbox_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
      ),
    )
    await db.execute(
      sql.raw(
        `create trigger outbox_test_refuse before update on goods for each row when (new.id = '${broken}') execute function outbox_test_refuse()`,
      ),
    )
    try {
      const changes = await Promise.all([fine!, broken!, other!].map((id) => offShelf(id)))
      const atOnce = watchAtOnce()
      const answer = await batch(changes)
      expect(atOnce).toHaveBeenCalledTimes(1)
      expect(answer.body.data.answers.map((one) => [one.status, one.body.code])).toEqual([
        [200, ErrorCode.OK],
        [500, ErrorCode.INTERNAL],
        [200, ErrorCode.OK],
      ])
      expect(await goods(fine!)).toEqual({ status: 'off_shelf', version: before[0]!.version + 1 })
      expect(await goods(broken!)).toEqual(before[1])
      expect(await goods(other!)).toEqual({ status: 'off_shelf', version: before[2]!.version + 1 })
      expect((await storedKeys(changes.map((change) => change.key))).map((row) => row.key).sort()).toEqual(
        [changes[0]!.key, changes[2]!.key].sort(),
      )
      const alone = await single(changes[1]!)
      expect([alone.status, alone.body]).toEqual([500, answer.body.data.answers[1]!.body])
    } finally {
      await db.execute(sql.raw('drop trigger outbox_test_refuse on goods'))
      await db.execute(sql.raw('drop function outbox_test_refuse()'))
    }
  })
})
