// Generation tasks as real background work: a task runs end to end (goods made as drafts with
// template prices, skipped combinations with their reasons), and a task interrupted by closing the
// app resumes on a new app over the same database without making any goods twice.
import type { FastifyInstance } from 'fastify'
import { afterEach, expect, it, vi } from 'vitest'
import type { ServerPage } from '../../../src/contract/envelope'
import type { ImmediateGoodsRow, TaskDetail, TaskRow } from '../../../src/contract/generation'
import { listingPrice } from '../../../src/contract/generation'
import { buildApp } from '../../app'
import { describeApp } from '../../test/helper'
import { scalar } from '../../test/support'
import { runBatch } from './run-batch'
import { caller, makeStrategy, TEMPLATE, waitForTask } from './test-support'
import type { GenerationWorkerOptions } from './worker'

describeApp('generation tasks in the background', (get) => {
  const call = caller(get)
  const workers: FastifyInstance[] = []
  /** An app over the suite's database whose only job here is its worker (the suite's app has none). */
  const startWorkerApp = async (options: GenerationWorkerOptions) => {
    const app = await buildApp({
      db: get().db,
      logger: false,
      maintenance: false,
      generationWorker: options,
      config: { staticDir: '/nonexistent/dist' },
    })
    await app.ready()
    workers.push(app)
    return app
  }
  afterEach(async () => {
    for (const app of workers.splice(0)) await app.close()
  })

  it('runs a task end to end: drafts with template prices, skipped ones with reasons, listed as instant goods', async () => {
    // A model whose print area is larger than any demo design: every design is too small for it.
    await get().db.execute(
      `insert into products (id, did, category_id, title, weight) values ('d-demo-p-huge', 'd-demo', 'd-demo-pc-tees', 'Huge banner', 100)`,
    )
    await get().db.execute(
      `insert into product_sides (id, did, product_id, name, width, height) values ('d-demo-p-huge-s', 'd-demo', 'd-demo-p-huge', 'Front', 5000, 5000)`,
    )
    await get().db.execute(
      `insert into product_specs (id, did, product_id, color, size, price, cost) values ('d-demo-p-huge-sp', 'd-demo', 'd-demo-p-huge', '#FFFFFF', 'ONE', 9900, 3000)`,
    )
    // And a fresh model no demo goods are made of, with a print area every design fits.
    await get().db.execute(
      `insert into products (id, did, category_id, title, weight) values ('d-demo-p-fresh', 'd-demo', 'd-demo-pc-tees', 'Fresh tee', 100)`,
    )
    await get().db.execute(
      `insert into product_sides (id, did, product_id, name, width, height) values ('d-demo-p-fresh-s', 'd-demo', 'd-demo-p-fresh', 'Front', 100, 100)`,
    )
    await get().db.execute(
      `insert into product_specs (id, did, product_id, color, size, price, cost) values ('d-demo-p-fresh-a', 'd-demo', 'd-demo-p-fresh', '#FFFFFF', 'M', 5900, 1800), ('d-demo-p-fresh-b', 'd-demo', 'd-demo-p-fresh', '#000000', 'XL', 6900, 2300)`,
    )
    const strategy = await makeStrategy(call, { materialCategoryIds: ['mc-demo-patterns'] }, [
      'd-demo-p-fresh',
      'd-demo-p-huge',
    ])
    const designs = await scalar(
      get,
      `select count(*) from materials where category_id in ('mc-demo-patterns', 'mc-demo-stripes', 'mc-demo-dots', 'mc-demo-gradients')`,
    )
    expect(designs).toBeGreaterThan(1)
    const added = await call<TaskRow>('POST', '/goods/generate/task/add', { strategyId: strategy.id })
    await startWorkerApp({ batchSize: 3, pauseMs: 0, idleMs: 20 })
    const task = await waitForTask(call, added.body.data.id)
    expect(task).toMatchObject({ status: 'done', total: 2 * designs, processed: 2 * designs })
    expect(task.skippedByReason, JSON.stringify(task.items.filter((i) => i.reason))).toEqual({ too_small: designs })
    expect(task.created).toBe(designs)
    expect(task.skipped).toBe(designs)
    expect(task.skippedByReason).toEqual({ too_small: designs })
    expect(
      task.items.filter((item) => item.reason === 'too_small').every((item) => item.productTitle === 'Huge banner'),
    ).toBe(true)

    const made = await scalar(
      get,
      `select count(*) from goods g join generation_task_items i on i.goods_id = g.id where i.task_id = '${task.id}' and g.status = 'draft' and g.shop_id = 'd-demo-shop-1' and g.product_id = 'd-demo-p-fresh'`,
    )
    expect(made).toBe(designs)
    // Prices follow the template: cost × 1.8 + 5.00, ending in .99, within [10.00, 500.00].
    const [spec] = (
      (await get().db.execute(
        `select s.cost, (select (e->>'price')::int from goods g join generation_task_items i on i.goods_id = g.id, jsonb_array_elements(g.spec_prices) e where i.task_id = '${task.id}' and e->>'specId' = s.id limit 1) as price from product_specs s where s.product_id = 'd-demo-p-fresh' order by s.id limit 1`,
      )) as unknown as { rows: { cost: string | number; price: number }[] }
    ).rows
    expect(spec!.price).toBe(listingPrice(Number(spec!.cost), { ...TEMPLATE, rounding: 'ninety_nine' }))

    const instant = await call<ServerPage<ImmediateGoodsRow>>('POST', '/goods/immediate/list', {
      taskId: task.id,
      pageSize: 100,
    })
    expect(instant.body.data.total).toBe(designs)
    expect(instant.body.data.list[0]!.title).toContain('·')

    // Running the same strategy again makes nothing new: every pair already exists in the shop.
    const again = await call<TaskRow>('POST', '/goods/generate/task/add', { strategyId: strategy.id })
    const second = await waitForTask(call, again.body.data.id)
    expect(second.created).toBe(0)
    expect(second.skippedByReason).toEqual({ too_small: designs, exists: designs })
  })

  it('a deleted design is skipped with its reason', async () => {
    const [first, second] = (
      (await get().db.execute(
        `select id from materials where did = 'd-demo' and category_id = 'mc-demo-stripes' order by id limit 2`,
      )) as unknown as { rows: { id: string }[] }
    ).rows
    const strategy = await makeStrategy(call, { materialIds: [first!.id, second!.id] }, ['d-demo-p6'])
    const added = await call<TaskRow>('POST', '/goods/generate/task/add', { strategyId: strategy.id })
    await get().db.execute(`delete from materials where id = '${second!.id}'`)
    while ((await runBatch(get().db, 10)) !== null) {}
    const task = (await call<TaskDetail>('GET', `/goods/generate/task/${added.body.data.id}`, undefined, { key: null }))
      .body.data
    expect(task).toMatchObject({ status: 'done', created: 1, skipped: 1, skippedByReason: { material_gone: 1 } })
  })

  it('closing the app mid-task and starting a new one on the same database finishes it with no goods twice', async () => {
    const strategy = await makeStrategy(call, { materialCategoryIds: ['mc-demo-patterns', 'mc-demo-holidays'] }, [
      'd-demo-p3',
      'd-demo-p4',
      'd-demo-p5',
    ])
    const added = await call<TaskRow>('POST', '/goods/generate/task/add', { strategyId: strategy.id })
    const id = added.body.data.id
    const total = added.body.data.total
    expect(total).toBeGreaterThan(12)
    const first = await startWorkerApp({ batchSize: 2, pauseMs: 40, idleMs: 20 })
    // Wait until the first app has done part of the task, then close it (the batch in hand commits).
    await vi.waitFor(
      async () =>
        expect(await scalar(get, `select cursor from generation_tasks where id = '${id}'`)).toBeGreaterThanOrEqual(4),
      { timeout: 20_000, interval: 10 },
    )
    await first.close()
    workers.splice(workers.indexOf(first), 1)
    const stoppedAt = await scalar(get, `select cursor from generation_tasks where id = '${id}'`)
    expect(stoppedAt).toBeLessThan(total)
    expect(stoppedAt % 2).toBe(0) // whole batches only
    expect(await scalar(get, `select count(*) from generation_task_items where task_id = '${id}'`)).toBe(stoppedAt)

    await startWorkerApp({ batchSize: 5, pauseMs: 0, idleMs: 20 })
    const task = await waitForTask(call, id)
    expect(task).toMatchObject({ status: 'done', processed: total })
    expect(task.created + task.skipped).toBe(total)
    expect(await scalar(get, `select count(*) from generation_task_items where task_id = '${id}'`)).toBe(total)
    expect(
      await scalar(
        get,
        `select count(*) from (select product_id, material_id from goods where did = 'd-demo' and shop_id = 'd-demo-shop-1' and material_id is not null and status <> 'deleted' group by 1, 2 having count(*) > 1) twice`,
      ),
    ).toBe(0)
    expect(
      await scalar(
        get,
        `select count(*) from goods g join generation_task_items i on i.goods_id = g.id where i.task_id = '${id}'`,
      ),
    ).toBe(task.created)
  })
})
