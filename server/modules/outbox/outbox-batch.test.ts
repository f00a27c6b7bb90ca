// POST /outbox/batch (issue 21): each change answered exactly as its single call, applied exactly
// once however often the batch is sent, refused changes leaving nothing behind, and a batch cut
// off mid-way (its database connection killed while it waits on a row lock) leaving nothing.
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'
import { ErrorCode } from '../../../src/contract/errors'
import type { GoodsRow } from '../../../src/contract/goods'
import {
  OUTBOX_BATCH_MAX_CHANGES,
  OUTBOX_BATCH_PATH,
  type OutboxBatchChange,
  type OutboxBatchResult,
} from '../../../src/contract/outbox-batch'
import { DEMO_PASSWORD } from '../../db/demo-data'
import { idempotencyKeys } from '../../db/schema'
import { changeHash } from '../../plugins/idempotency'
import { describeApp } from '../../test/helper'
import { batchHelpers } from '../../test/outbox-batch-helpers'
import { newKey, rowsOf } from '../../test/support'

describeApp('outbox batch', (get) => {
  const { pick, goods, offShelf, batch, single, storedKeys } = batchHelpers(get)
  it('a batch sent twice (its answer lost) changes each goods once; the second answers from the stored records', async () => {
    const ids = await pick('on_sale', 3)
    const before = await Promise.all(ids.map(goods))
    const changes = await Promise.all(ids.map((id) => offShelf(id)))
    const first = await batch(changes)
    expect(first.status, first.raw).toBe(200)
    expect(first.body.data.answers.map((answer) => [answer.key, answer.status, answer.replayed])).toEqual(
      changes.map((change) => [change.key, 200, false]),
    )
    const second = await batch(changes)
    expect(second.body.data.answers.map((answer) => [answer.status, answer.replayed])).toEqual(
      changes.map(() => [200, true]),
    )
    // The same envelopes, rows and versions included.
    expect(second.body.data.answers.map((answer) => answer.body)).toEqual(
      first.body.data.answers.map((answer) => answer.body),
    )
    for (const [index, id] of ids.entries()) {
      expect(await goods(id)).toEqual({ status: 'off_shelf', version: before[index]!.version + 1 })
    }
    expect(await storedKeys(changes.map((change) => change.key))).toEqual(
      changes.map((change) => ({ key: change.key, state: 'done' })).sort((a, b) => a.key.localeCompare(b.key)),
    )
  })

  it('a change answered in a batch is answered again to its single call, and the other way round', async () => {
    const [inBatch, alone] = await pick('on_sale', 2)
    const batched = await offShelf(inBatch!)
    const first = await batch([batched])
    const again = await single(batched)
    expect(again.status).toBe(200)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.body).toEqual(first.body.data.answers[0]!.body)

    const sentAlone = await offShelf(alone!)
    const answered = await single(sentAlone)
    const replayed = await batch([sentAlone])
    expect(replayed.body.data.answers[0]).toMatchObject({ status: 200, replayed: true, body: answered.body })
    expect((await goods(inBatch!)).status).toBe('off_shelf')
    expect((await goods(alone!)).version).toBe((answered.body.data as GoodsRow[])[0]!.version)
  })

  it('a mixed batch answers each change as its single call would and writes only the good one', async () => {
    const [good, stale] = await pick('on_sale', 2)
    const [theirs] = await pick('on_sale', 1, 'd-demo2')
    const staleVersion = (await goods(stale!)).version
    const changes: OutboxBatchChange[] = [
      await offShelf(good!),
      {
        path: '/goods/status',
        key: newKey('stale'),
        body: { id: stale, status: 'off_shelf', version: staleVersion - 1 },
      },
      await offShelf(theirs!),
      { path: '/goods/status', key: newKey('bad'), body: { id: good, status: 'sold_out', version: 1 } },
      {
        path: '/goods/status',
        key: 'not a valid key',
        body: { id: stale, status: 'off_shelf', version: staleVersion },
      },
      { path: '/no/such/call', key: newKey('unknown'), body: {} },
      { path: '/design/save', key: newKey('design'), body: {} },
    ]
    const before = await Promise.all([good!, stale!, theirs!].map(goods))
    const answer = await batch(changes, { locale: 'zh-CN' })
    expect(answer.status, answer.raw).toBe(200)
    const answers = answer.body.data.answers
    expect(answers.map((one) => [one.status, one.body.code])).toEqual([
      [200, ErrorCode.OK],
      [412, ErrorCode.STALE_VERSION],
      [404, ErrorCode.NOT_FOUND],
      [400, ErrorCode.VALIDATION],
      [400, ErrorCode.VALIDATION],
      [404, ErrorCode.NOT_FOUND],
      [400, ErrorCode.VALIDATION],
    ])
    // The 412 carries the current row, for "keep theirs" / "apply mine again".
    expect(answers[1]!.body.data).toMatchObject({ id: stale, version: staleVersion })
    expect(answers[6]!.body.msg).toBe('/dis/ts/design/save 不能放在离线队列批量请求中，请单独发送')
    // Only the good change was written, and only its key kept an answer: the others stay free.
    expect(await goods(good!)).toEqual({ status: 'off_shelf', version: before[0]!.version + 1 })
    expect(await goods(stale!)).toEqual(before[1])
    expect(await goods(theirs!)).toEqual(before[2])
    expect((await storedKeys(changes.map((change) => change.key))).map((row) => row.key)).toEqual([changes[0]!.key])
    // Each refusal is what the single call answers (same status and body, in the caller's language).
    for (const index of [1, 2, 3, 4]) {
      const alone = await single(changes[index]!, 'seller', 'zh-CN')
      expect([alone.status, alone.body], `change ${index}`).toEqual([answers[index]!.status, answers[index]!.body])
    }
    expect((await single(changes[5]!)).status).toBe(404)
  })

  it("a change sent without its key is refused alone (400, in the caller's language) and writes nothing", async () => {
    const [keyless, keyed] = await pick('on_sale', 2)
    const before = await goods(keyless!)
    const { key: _key, ...withoutKey } = await offShelf(keyless!)
    const answer = await batch([withoutKey, await offShelf(keyed!)], { locale: 'zh-CN' })
    expect(answer.body.data.answers.map((one) => [one.key === '', one.status, one.body.code])).toEqual([
      [true, 400, ErrorCode.VALIDATION],
      [false, 200, ErrorCode.OK],
    ])
    expect(answer.body.data.answers[0]!.body.msg).toBe('此操作需要 Idempotency-Key 请求头（离线队列可能重发）')
    expect(await goods(keyless!)).toEqual(before)
    expect((await goods(keyed!)).status).toBe('off_shelf')
  })

  it('each change is checked against its own permission: a refused one answers 403 alone', async () => {
    const [id] = await pick('on_sale')
    const [order] = await rowsOf<{ id: string }>(
      get,
      sql.raw(`select id from sale_orders where did = 'd-demo' limit 1`),
    )
    const changes = [
      { path: '/sale/order/accept', key: newKey('accept'), body: { orderId: order!.id } },
      await offShelf(id!),
    ]
    // The demo operator ('staff') may change goods but not orders.
    const answer = await batch(changes, { username: 'staff' })
    expect(answer.body.data.answers.map((one) => [one.status, one.body.code])).toEqual([
      [403, ErrorCode.FORBIDDEN],
      [200, ErrorCode.OK],
    ])
    expect((await goods(id!)).status).toBe('off_shelf')
    expect(await storedKeys([changes[0]!.key])).toEqual([])
  })

  it('a key still running in a single call answers 409 and is not run; one used for another body answers 422', async () => {
    const [running, reused] = await pick('on_sale', 2)
    const inFlight = await offShelf(running!)
    const [seller] = await rowsOf<{ id: string }>(get, sql.raw(`select id from accounts where username = 'seller'`))
    // What a single call holds while it runs: its claim, committed before its transaction.
    await get()
      .db.insert(idempotencyKeys)
      .values({
        did: 'd-demo',
        accountId: seller!.id,
        key: inFlight.key,
        requestHash: changeHash('POST', `/dis/ts${inFlight.path}`, {}, inFlight.body),
        state: 'running',
        lockedAt: new Date(),
        expiresAt: new Date(Date.now() + 86_400_000),
      })
    const firstUse = await offShelf(reused!)
    await batch([firstUse])
    const misuse = { ...firstUse, body: { ...(firstUse.body as object), status: 'draft' } }
    const before = await Promise.all([running!, reused!].map(goods))
    const answer = await batch([inFlight, misuse])
    expect(answer.body.data.answers.map((one) => [one.status, one.body.code])).toEqual([
      [409, ErrorCode.IN_FLIGHT],
      [422, ErrorCode.IDEMPOTENCY_MISMATCH],
    ])
    expect(await Promise.all([running!, reused!].map(goods))).toEqual(before)
    expect(await storedKeys([inFlight.key])).toEqual([{ key: inFlight.key, state: 'running' }])
  })

  it('refuses a malformed batch with a 400 in the caller’s language and writes nothing', async () => {
    const [id] = await pick('on_sale')
    const before = await goods(id!)
    const change = await offShelf(id!)
    const tooMany = Array.from({ length: OUTBOX_BATCH_MAX_CHANGES + 1 }, () => change)
    for (const raw of [[change], { changes: [] }, { changes: tooMany }, { changes: [{ ...change, path: 7 }] }]) {
      const answer = await batch(undefined, { raw, locale: 'zh-CN' })
      expect(answer.status, JSON.stringify(raw).slice(0, 80)).toBe(400)
      expect(answer.body.code).toBe(ErrorCode.VALIDATION)
      expect(answer.body.msg).toMatch(/[\u4e00-\u9fff]/)
    }
    expect(await goods(id!)).toEqual(before)
    expect(await storedKeys([change.key])).toEqual([])
    const signedOut = await get().call('POST', OUTBOX_BATCH_PATH, { body: { changes: [change] } })
    expect(signedOut.status).toBe(401)
  })

  it('declares no change the batch cannot run alone: every batchable call requires its key', () => {
    const batchable = get().app.routeIndex.filter((route) => route.declaration?.batch)
    expect(batchable.length).toBeGreaterThan(0)
    for (const route of batchable) expect(route.declaration?.idempotency, route.url).toBe('required')
    expect([...get().app.batchableCalls.keys()].sort()).toEqual(batchable.map((route) => route.url).sort())
  })
})

// PostgreSQL only: PGlite runs inside the server's process, with no second connection to hold a
// lock with or to kill (a killed process takes its open transaction with it either way).
describeApp(
  'outbox batch cut off mid-way',
  (get) => {
    const { pick, goods, offShelf, recommend, batch, storedKeys } = batchHelpers(get)
    /** Two status changes (set-based, written and answered first), then the third goods' flag alone. */
    const cutChanges = async (ids: string[]) => [await offShelf(ids[0]!), await offShelf(ids[1]!), recommend(ids[2]!)]
    const applied = (before: { status: string; version: number }[]) =>
      before.map((one, index) => ({ status: index < 2 ? 'off_shelf' : one.status, version: one.version + 1 }))
    it('the connection killed while the batch waits on a row lock: nothing of the batch is written; sent again, each change applies once', async () => {
      const ids = await pick('on_sale', 3)
      const before = await Promise.all(ids.map(goods))
      const changes = await cutChanges(ids)
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // Another transaction holds the last goods' row: the batch has changed the first two (and
      // stored their answers) when it waits there.
      let locked = () => {}
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve
      })
      const holder = get().db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select id from goods where id = '${ids[2]}' for update`))
        locked()
        await held
      })
      await lockTaken
      const cut = batch(changes)
      const waiting = async () =>
        (
          await rowsOf<{ pid: number }>(
            get,
            sql.raw(
              `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%goods%'`,
            ),
          )
        ).map((row) => row.pid)
      await expect.poll(waiting, { timeout: 10_000 }).toHaveLength(1)
      const [pid] = await waiting()
      await rowsOf(get, sql.raw(`select pg_terminate_backend(${pid})`))
      const answer = await cut
      expect(answer.status).toBe(500)
      release()
      await holder
      expect(await Promise.all(ids.map(goods))).toEqual(before)
      expect(await storedKeys(changes.map((change) => change.key))).toEqual([])

      const again = await batch(changes)
      expect(again.body.data.answers.map((one) => [one.status, one.replayed])).toEqual(changes.map(() => [200, false]))
      const twice = await batch(changes)
      expect(twice.body.data.answers.every((one) => one.replayed)).toBe(true)
      expect(await Promise.all(ids.map(goods))).toEqual(applied(before))
    })
  },
  { drivers: ['postgres'] },
)

/** The built server (`dist-server/main.js`, as `npm start` runs it) on the test's PostgreSQL database. */
class ServerProcess {
  private child: ChildProcess | null = null
  constructor(
    readonly port: number,
    readonly databaseUrl: string,
  ) {}
  get base() {
    return `http://127.0.0.1:${this.port}/dis/ts`
  }
  async start() {
    const child = spawn(process.execPath, [path.resolve('dist-server/main.js')], {
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATABASE_URL: this.databaseUrl,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    })
    this.child = child
    await expect
      .poll(
        () =>
          fetch(`${this.base}/health`).then(
            (answer) => answer.ok,
            () => child.exitCode !== null && 'exited',
          ),
        {
          timeout: 120_000,
          interval: 100,
        },
      )
      .toBe(true)
  }
  /** SIGKILL: no clean shutdown, as a crash or a pulled plug. */
  async kill() {
    const child = this.child
    this.child = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
  }
}

async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as { port: number }
  await new Promise((resolve) => probe.close(resolve))
  return port
}

describeApp(
  'outbox batch: the server process killed mid-batch',
  (get) => {
    const { pick, goods, offShelf, recommend, storedKeys } = batchHelpers(get)
    /** Two status changes (set-based, written and answered first), then the third goods' flag alone. */
    const cutChanges = async (ids: string[]) => [await offShelf(ids[0]!), await offShelf(ids[1]!), recommend(ids[2]!)]
    const applied = (before: { status: string; version: number }[]) =>
      before.map((one, index) => ({ status: index < 2 ? 'off_shelf' : one.status, version: one.version + 1 }))
    let server: ServerProcess | undefined
    afterAll(() => server?.kill())

    it('SIGKILL while the batch holds its transaction: nothing of it is written; after a restart it applies once', async () => {
      server = new ServerProcess(await freePort(), get().url as string)
      await server.start()
      const login = await fetch(`${server.base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: 'seller', password: DEMO_PASSWORD }),
      })
      const { token } = ((await login.json()) as { data: { token: string } }).data
      const send = (changes: OutboxBatchChange[]) =>
        fetch(`${server!.base}${OUTBOX_BATCH_PATH}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ changes }),
        })
      const ids = await pick('on_sale', 3)
      const before = await Promise.all(ids.map(goods))
      const changes = await cutChanges(ids)
      // This test's transaction holds the last goods' row: the server's batch has changed the first
      // two (and stored their answers, set-based) inside its transaction when it waits there.
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      let locked = () => {}
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve
      })
      const holder = get().db.transaction(async (tx) => {
        await tx.execute(sql.raw(`select id from goods where id = '${ids[2]}' for update`))
        locked()
        await held
      })
      await lockTaken
      const cut = send(changes).then(
        (answer) => answer.status,
        () => 'no answer',
      )
      const waiting = async () =>
        (
          await rowsOf<{ pid: number }>(
            get,
            sql.raw(
              `select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%goods%'`,
            ),
          )
        ).map((row) => row.pid)
      await expect.poll(waiting, { timeout: 30_000 }).toHaveLength(1)
      const [pid] = await waiting()
      await server.kill()
      expect(await cut).toBe('no answer')
      // The server's connection wakes when the lock goes, finds its client gone and rolls back.
      release()
      await holder
      await expect
        .poll(async () => (await rowsOf(get, sql.raw(`select pid from pg_stat_activity where pid = ${pid}`))).length, {
          timeout: 30_000,
        })
        .toBe(0)
      expect(await Promise.all(ids.map(goods))).toEqual(before)
      expect(await storedKeys(changes.map((change) => change.key))).toEqual([])

      await server.start()
      const again = (await (await send(changes)).json()) as { data: OutboxBatchResult }
      expect(again.data.answers.map((one) => [one.status, one.replayed])).toEqual(changes.map(() => [200, false]))
      const twice = (await (await send(changes)).json()) as { data: OutboxBatchResult }
      expect(twice.data.answers.map((one) => [one.status, one.replayed])).toEqual(changes.map(() => [200, true]))
      expect(await Promise.all(ids.map(goods))).toEqual(applied(before))
    }, 300_000)
  },
  { drivers: ['postgres'] },
)
