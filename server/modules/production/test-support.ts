// Shared by the production tests: jobs put straight into a stage (a copy of a demo job), a second
// factory tenant, and the stage-change call.
import { eq, sql } from 'drizzle-orm'
import { ACCOUNT_TYPE } from '../../../src/contract/constants'
import type { ProductionJobRow, ProductionStage, ProductionStageResult } from '../../../src/contract/production'
import { DEMO_PASSWORD } from '../../db/demo-data'
import { rowsOf } from '../../db/rows'
import { accounts, distributorPartners, distributors, productionJobs, roles } from '../../db/schema'
import { newId } from '../../lib/ids'
import { hashPassword } from '../../lib/password-hash'
import type { TestApp } from '../../test/helper'
import { newKey } from '../../test/support'
import { factoryPermissions } from '../auth/public'
import { randomJobNo } from './job-numbers'

export type Maker = 'factory' | 'factory2' | 'seller' | 'seller2' | 'supplier'

export function productionCalls(get: () => TestApp) {
  const stage = async (body: unknown, options: { as?: Maker; key?: string | null; locale?: 'en' | 'zh-CN' } = {}) => {
    const headers: Record<string, string> = {}
    if (options.key !== null) headers['idempotency-key'] = options.key ?? newKey('pj')
    return get().call<ProductionStageResult>('POST', '/production/job/stage', {
      token: await get().login(options.as ?? 'factory'),
      body,
      headers,
      locale: options.locale ?? 'en',
    })
  }
  const detail = async (id: string, as: Maker = 'factory') =>
    get().call<ProductionJobRow>('GET', `/production/job/detail/${id}`, { token: await get().login(as) })

  /** A new job of the demo factory in `stage` (a copy of a demo job's purchase order and lines). */
  async function jobIn(stage: ProductionStage, factoryId = 'd-demo-factory'): Promise<ProductionJobRow> {
    const [template] = await get().db.select().from(productionJobs).where(eq(productionJobs.id, 'pj-demo-03'))
    if (!template) throw new Error('demo job pj-demo-03 missing')
    const id = newId()
    await get()
      .db.insert(productionJobs)
      .values({
        ...template,
        id,
        factoryId,
        jobNo: randomJobNo(),
        stage,
        version: 1,
        reprintJobId: null,
        reprintOfId: null,
      })
    const answer = await detail(id, factoryId === 'd-demo-factory' ? 'factory' : 'factory2')
    if (answer.status !== 200) throw new Error(`job ${id} not readable: ${JSON.stringify(answer.body)}`)
    return answer.body.data
  }

  const historyCount = async (jobId: string) => {
    const [row] = await rowsOf<{ n: number }>(
      get().db,
      sql`select count(*)::int as n from production_job_history where job_id = ${jobId}`,
    )
    return Number(row!.n)
  }

  return { stage, detail, jobIn, historyCount }
}

/** A second factory, bound to the demo distributor, signing in as `factory2`. */
export async function addSecondFactory(get: () => TestApp) {
  const db = get().db
  const id = 'd-test-factory2'
  await db.insert(distributors).values({ id, type: ACCOUNT_TYPE.manufacturer, name: 'Second Factory' })
  await db.insert(roles).values({ id: 'r-test-factory2', did: id, name: 'Factory', permissions: factoryPermissions() })
  await db.insert(accounts).values({
    id,
    did: id,
    username: 'factory2',
    name: 'Second Factory',
    type: ACCOUNT_TYPE.manufacturer,
    roleId: 'r-test-factory2',
    passwordHash: await hashPassword(DEMO_PASSWORD),
  })
  await db
    .insert(distributorPartners)
    .values({ distributorId: 'd-demo', partnerId: id, partnerType: ACCOUNT_TYPE.manufacturer })
  return id
}
