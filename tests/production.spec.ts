// The factory floor on a tablet (820×1180): open a job by typing its number or its id (the QR
// text), move it through its stages with one tap each, mark a defect and find the reprint; and a
// move made offline that survives an offline reload and reaches the server exactly once.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { ProductionPage } from './pages/production-page'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { accountIdOf, readStore } from './support/offline-db'
import { expectAppCached } from './support/service-worker'

interface Job {
  id: string
  jobNo: string
  stage: string
  version: number
  reprintJobId: string | null
  history: unknown[]
}

let token = ''
let accountId = ''

test.use({ viewport: { width: 820, height: 1180 } })
test.describe.configure({ timeout: 120_000 })

test.beforeEach(async ({ context, request, baseURL }) => {
  await preferLocale(context, 'en')
  token = await apiLogin(request, 'factory')
  accountId = await accountIdOf(request, baseURL ?? '', token)
  await signInWithToken(context, token)
})

async function jobOnServer(request: APIRequestContext, id: string): Promise<Job> {
  const response = await request.get(`/dis/ts/production/job/detail/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as { code: number; data: Job }
  expect(body.code).toBe(0)
  return body.data
}

/** The worker controls the page and the production jobs are on the device. */
async function expectReadyForOffline(page: Page) {
  await expectAppCached(page)
  await expect
    .poll(async () => (await readStore(page, accountId, 'productionJobs')).length, { timeout: 60_000 })
    .toBeGreaterThan(0)
}

test('a factory opens a job by typing, moves it stage by stage with one tap each, marks a defect and sees the reprint', async ({
  page,
  request,
}) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  const before = await jobOnServer(request, 'pj-demo-03')
  expect(before).toMatchObject({ jobNo: 'PJ-DM0003', stage: 'queued' })
  const floor = new ProductionPage(page)
  await floor.goto()
  await expect(floor.card('PJ-DM0003')).toBeVisible()

  // The QR text is the job id; typing it (any case) opens the same job as its number.
  await floor.openByTyping('PJ-DM0003')
  await expect(floor.detail.getByTestId('job-no')).toHaveText('PJ-DM0003')
  await page.keyboard.press('Escape')
  await expect(floor.detail).toBeHidden()
  await floor.openByTyping('PJ-DEMO-03')
  const job = floor.detail
  await expect(job.getByTestId('job-no')).toHaveText('PJ-DM0003')
  await expect(floor.stage(job)).toHaveText('Queued')

  await floor.next(job, 'Start printing')
  await expect(floor.stage(job)).toHaveText('Printing')
  await floor.next(job, 'Start finishing')
  await expect(floor.stage(job)).toHaveText('Finishing')
  await floor.next(job, 'Send to quality check')
  await expect(floor.stage(job)).toHaveText('Quality check')
  await expect
    .poll(async () => (await jobOnServer(request, before.id)).stage, { timeout: 30_000 })
    .toBe('quality_check')

  await floor.markDefective(job, 'Colour banding on the chest print')
  await expect(floor.stage(job)).toHaveText('Defective')
  await expect(job.getByText('Defect: Colour banding on the chest print')).toBeVisible({ timeout: 30_000 })
  await job.getByTestId('reprint-link').click()
  await expect(floor.stage(floor.detail)).toHaveText('Queued')
  await expect(floor.detail.getByText('Reprint', { exact: true })).toBeVisible()

  const after = await jobOnServer(request, before.id)
  // Four taps, four changes: each reached the server once.
  expect(after).toMatchObject({ stage: 'defective', version: before.version + 4 })
  expect(after.history).toHaveLength(before.history.length + 4)
  const reprint = await jobOnServer(request, after.reprintJobId as string)
  expect(reprint).toMatchObject({ stage: 'queued', version: 1 })
  await expect(floor.detail.getByTestId('job-no')).toHaveText(reprint.jobNo)
  // The history of the closed job lists every move.
  await page.keyboard.press('Escape')
  await floor.openByTyping(before.jobNo)
  await expect(floor.detail.getByTestId('job-history').getByText('Quality check → Defective')).toBeVisible()
  expect(errors).toEqual([])
})

test('a stage moved offline survives an offline reload and reaches the server exactly once', async ({
  page,
  request,
}) => {
  const errors: Error[] = []
  page.on('pageerror', (error) => errors.push(error))
  const before = await jobOnServer(request, 'pj-demo-08')
  expect(before.stage).toBe('queued')
  const floor = new ProductionPage(page)
  await floor.goto()
  await expectReadyForOffline(page)
  const card = floor.card(before.jobNo)
  await expect(floor.stage(card)).toHaveText('Queued')

  await page.context().setOffline(true)
  await floor.next(card, 'Start printing')
  await expect(floor.stage(card)).toHaveText('Printing')
  await expect(card.getByTestId('sync-badge')).toHaveText('Pending sync')
  // The move says it is waiting for the network, not only by a badge on a card that may move away.
  await expect(page.getByText(`${before.jobNo}: the change is sent as soon as the connection is back`)).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('offline-notice')).toBeVisible()
  await expect(floor.stage(card)).toHaveText('Printing')
  await expect(card.getByTestId('sync-badge')).toHaveText('Pending sync')
  const queued = await readStore<{ operation: string; entity: string; baseVersion: number; payload: unknown }>(
    page,
    accountId,
    'outbox',
  )
  expect(queued).toMatchObject([
    {
      operation: 'production.stage',
      entity: `production:${before.id}`,
      baseVersion: before.version,
      payload: { jobId: before.id, to: 'printing', version: before.version },
    },
  ])
  expect(await jobOnServer(request, before.id)).toMatchObject({ stage: 'queued', version: before.version })

  await page.context().setOffline(false)
  await expect
    .poll(
      async () => {
        const now = await jobOnServer(request, before.id)
        return { stage: now.stage, version: now.version, moves: now.history.length }
      },
      { timeout: 60_000 },
    )
    .toEqual({ stage: 'printing', version: before.version + 1, moves: before.history.length + 1 })
  await expect.poll(async () => (await readStore(page, accountId, 'outbox')).length, { timeout: 30_000 }).toBe(0)
  await expect(card.getByTestId('sync-badge')).toBeHidden()
  await expect(floor.stage(card)).toHaveText('Printing')
  // Still once: the outbox is empty, so nothing replays the move later.
  expect(await jobOnServer(request, before.id)).toMatchObject({ stage: 'printing', version: before.version + 1 })
  expect(errors).toEqual([])
})
