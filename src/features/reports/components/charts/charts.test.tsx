import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../../lib/testing/providers'
import { AreaChart } from './area-chart'
import { BarChart } from './bar-chart'
import { DonutChart } from './donut-chart'

/** A box 600 px wide, as the browser would measure it (jsdom lays nothing out). */
class MeasuredBox {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    const entry = {
      target,
      contentRect: { width: 600, height: 260, x: 0, y: 0, top: 0, left: 0, bottom: 260, right: 600 },
    }
    this.callback([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver)
  }
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('ResizeObserver', MeasuredBox))
afterEach(() => vi.unstubAllGlobals())

const format = (value: number) => value.toLocaleString('en')

describe('report charts', () => {
  it('a bar chart draws one bar per category, tells its value on hover, and lists the figures for screen readers', async () => {
    renderWithProviders(
      <BarChart
        label="Per month"
        name="Orders"
        color="blue.6"
        format={format}
        height={300}
        data={[
          { label: '2026-09', value: 120 },
          { label: '2026-10', value: 1250 },
        ]}
        tickFormat={(month) => month.slice(2)}
      />,
    )
    const chart = await screen.findByRole('img', { name: 'Per month' })
    expect(within(chart).getByText('26-10')).toBeTruthy()
    const table = screen.getByRole('table', { name: 'Per month' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Orders', '2026-09120', '2026-101,250'])
    expect(screen.getAllByTestId('chart-hit')).toHaveLength(2)
    fireEvent.pointerEnter(screen.getAllByTestId('chart-hit')[1]!)
    await waitFor(() => expect(screen.getAllByText('2026-10').length).toBeGreaterThan(1))
  })

  it('an area chart gives each series its own axis and shows every series at the hovered day', async () => {
    renderWithProviders(
      <AreaChart
        label="By day"
        height={260}
        format={format}
        labels={['11-01', '11-02', '11-03']}
        series={[
          { name: 'Sales', color: 'brand.6', values: [900, 12_000, 3000] },
          { name: 'Orders', color: 'blue.6', values: [3, 40, 10], axis: 'right' },
        ]}
      />,
    )
    const chart = await screen.findByRole('img', { name: 'By day' })
    // Left axis up to 15,000 for sales, right axis up to 40 for orders.
    expect(within(chart).getByText('15,000')).toBeTruthy()
    expect(within(chart).getByText('40')).toBeTruthy()
    expect(screen.getByText('Sales', { selector: 'p' })).toBeTruthy()
    const rows = within(screen.getByRole('table', { name: 'By day' })).getAllByRole('row')
    expect(rows[2]!.textContent).toBe('11-0212,00040')
    const hit = screen.getByTestId('chart-hit')
    hit.getBoundingClientRect = () => ({ left: 0, top: 0, width: 500, height: 200 }) as DOMRect
    // The plot is 520 px wide (600 less both axes), a day every 260 px, and the hit area starts
    // half a day early: 390 px in is the middle day.
    fireEvent.pointerMove(hit, { clientX: 390, clientY: 50 })
    await waitFor(() => expect(screen.getAllByText('11-02').length).toBeGreaterThan(1))
    expect(screen.getAllByText('12,000').length).toBeGreaterThan(1)
  })

  it('a donut shows the total in the middle and each share in the legend and on hover', async () => {
    renderWithProviders(
      <DonutChart
        label="By status"
        height={260}
        format={format}
        centerLabel="Orders"
        data={[
          { name: 'Shipped', value: 30, color: 'blue.6' },
          { name: 'Cancelled', value: 10, color: 'gray.5' },
        ]}
      />,
    )
    const chart = await screen.findByRole('img', { name: 'By status' })
    expect(within(chart).getByText('40')).toBeTruthy()
    expect(screen.getByText('Cancelled', { selector: 'p' })).toBeTruthy()
    fireEvent.pointerEnter(screen.getAllByTestId('chart-hit')[0]!)
    await waitFor(() => expect(screen.getAllByText('Shipped').length).toBeGreaterThan(1))
  })
})
