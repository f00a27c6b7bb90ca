// The batch's result rows ask for their mockups lazily: the server draws a batch's mockup (and its
// print file) when first asked for, so a list of hundreds must not ask for all of them at once.
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BatchItemRow } from '../../../contract/design-batch'
import type { JobView } from '../../../contract/jobs'
import { renderWithProviders } from '../../../lib/testing/providers'
import { BatchProgress } from './batch-progress'

const job: JobView = {
  id: 'job-1',
  kind: 'design.batch',
  state: 'done',
  total: 2,
  processed: 2,
  counts: { made: 1, skipped: 1 },
  percent: 100,
  error: null,
  attempts: 1,
  subjectId: null,
  createdAt: '2026-11-26T05:00:00Z',
  updatedAt: '2026-11-26T05:00:00Z',
  finishedAt: '2026-11-26T05:00:00Z',
}
const item = (seq: number, made: boolean): BatchItemRow => ({
  seq,
  materialId: `m-${seq}`,
  materialName: `picture-${seq}.png`,
  productId: 'p-1',
  productTitle: 'Classic tee',
  outcome: made ? 'made' : 'skipped',
  reason: made ? null : 'dpi',
  dpi: made ? null : 80,
  designId: made ? `d-${seq}` : null,
  goodsId: made ? `g-${seq}` : null,
  mockup: made ? `/dis/ts/design/mockup/d/x/m/${seq}-mockup.jpg` : null,
})

describe('BatchProgress', () => {
  it('shows each made pair’s mockup, loaded lazily, and the reason of each skip', () => {
    renderWithProviders(<BatchProgress job={job} items={[item(0, true), item(1, false)]} />)
    const mockup = screen.getByRole('img', { name: 'Mockup' })
    expect(mockup.getAttribute('loading')).toBe('lazy')
    expect(mockup.getAttribute('src')).toBe('/dis/ts/design/mockup/d/x/m/0-mockup.jpg')
    expect(screen.getByText(/Too small for the 100 DPI floor at that print size \(80 DPI\)/)).toBeTruthy()
    // The first render of Mantine's table takes seconds on a loaded machine.
  }, 30_000)
})
