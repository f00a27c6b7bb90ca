// Shared by the generation tests: a caller with an Idempotency-Key and small builders of a price
// template and a strategy with its product models.
import { vi } from 'vitest'
import type { PriceTemplateRow, StrategyDetail, TaskDetail } from '../../../src/contract/generation'
import type { TestApp } from '../../test/helper'
import { newKey } from '../../test/support'

export type Call = <T>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options?: { username?: string; locale?: 'en' | 'zh-CN'; key?: string | null },
) => Promise<{ status: number; body: { code: number; msg: string; data: T } }>

export const caller =
  (get: () => TestApp): Call =>
  async (method, path, body, options = {}) =>
    get().call(method, path, {
      token: await get().login(options.username ?? 'seller'),
      body,
      locale: options.locale ?? 'en',
      headers: options.key === null ? {} : { 'idempotency-key': options.key ?? newKey('gen') },
    })

export const TEMPLATE = {
  name: 'Standard markup',
  markupPercent: 80,
  addOn: 500,
  rounding: 'ninety_nine',
  minPrice: 1000,
  maxPrice: 50_000,
  quantity: 99,
}

export async function makeTemplate(call: Call, overrides: Record<string, unknown> = {}) {
  const answer = await call<PriceTemplateRow>('POST', '/price/template/save', { ...TEMPLATE, ...overrides })
  if (answer.status !== 200) throw new Error(`template: ${answer.body.msg}`)
  return answer.body.data
}

/** A strategy on the first demo shop over the given designs and product models. */
export async function makeStrategy(
  call: Call,
  design: { materialCategoryIds?: string[]; materialIds?: string[] },
  productIds: string[],
  zoom = 100,
) {
  const template = await makeTemplate(call)
  const saved = await call<StrategyDetail>('POST', '/goods/generate/strategy', {
    name: `Strategy ${Date.now()}`,
    shopId: 'd-demo-shop-1',
    priceTemplateId: template.id,
    titleTemplate: '{design} · {product}',
    ...design,
  })
  if (saved.status !== 200) throw new Error(`strategy: ${saved.body.msg}`)
  for (const productId of productIds) {
    const answer = await call('POST', '/goods/generate/product/strategy', {
      strategyId: saved.body.data.id,
      productId,
      zoom,
    })
    if (answer.status !== 200) throw new Error(`product strategy: ${answer.body.msg}`)
  }
  return saved.body.data
}

/** Polls the task until it is finished (the worker runs in the background). */
export function waitForTask(call: Call, id: string, timeoutMs = 30_000): Promise<TaskDetail> {
  return vi.waitFor(
    async () => {
      const task = (await call<TaskDetail>('GET', `/goods/generate/task/${id}`, undefined, { key: null })).body.data
      if (task.status !== 'done' && task.status !== 'failed') throw new Error(`task ${id} still ${task.status}`)
      return task
    },
    { timeout: timeoutMs, interval: 50 },
  )
}
