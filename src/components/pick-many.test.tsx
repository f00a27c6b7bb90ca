import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../lib/testing/providers'
import { groupRuns, PICK_TICKS_MAX, PickMany, type PickOption, pickManyMode } from './pick-many'
import { matchChoices } from './pick-many-sheet'

const colours: PickOption[] = Array.from({ length: 12 }, (_, i) => ({ value: `c${i}`, label: `Colour ${i}` }))

function Harness({ data, maxValues }: { data: PickOption[]; maxValues?: number }) {
  const [value, setValue] = useState<string[]>([])
  return (
    <>
      <PickMany label="Colours" data={data} value={value} onChange={setValue} maxValues={maxValues} />
      <output data-testid="chosen">{value.join(',')}</output>
      <input aria-label="Sizes" />
    </>
  )
}

/** A touch screen: `(pointer: coarse)` matches, as on a phone or tablet. */
function touchScreen() {
  const original = window.matchMedia
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query.includes('pointer: coarse'),
  }))
}

describe('pickManyMode', () => {
  it('shows a short fixed list as ticks everywhere, a long or searched one as a sheet on touch', () => {
    const base = { phone: false, touch: false, searched: false }
    expect(pickManyMode({ ...base, count: PICK_TICKS_MAX })).toBe('ticks')
    expect(pickManyMode({ ...base, count: PICK_TICKS_MAX, touch: true })).toBe('ticks')
    expect(pickManyMode({ ...base, count: PICK_TICKS_MAX + 1 })).toBe('select')
    expect(pickManyMode({ ...base, count: PICK_TICKS_MAX + 1, phone: true })).toBe('sheet')
    expect(pickManyMode({ ...base, count: PICK_TICKS_MAX + 1, touch: true })).toBe('sheet')
    // A search the server answers is never ticks, however few its answers.
    expect(pickManyMode({ ...base, count: 2, searched: true, touch: true })).toBe('sheet')
    expect(pickManyMode({ ...base, count: 2, searched: true })).toBe('select')
  })

  it('keeps groups in runs in the order given and matches a search in any case', () => {
    const runs = groupRuns([
      { value: 'a', label: 'A', group: 'Lazada' },
      { value: 'b', label: 'B', group: 'Lazada' },
      { value: 'c', label: 'C', group: 'Shopee' },
    ])
    expect(runs.map((run) => [run.group, run.items.map((item) => item.value)])).toEqual([
      ['Lazada', ['a', 'b']],
      ['Shopee', ['c']],
    ])
    expect(matchChoices(colours, ' colour 1').map((option) => option.value)).toEqual(['c1', 'c10', 'c11'])
  })
})

// Several clicks and a typed search through user-event: slow on a loaded machine.
describe('PickMany', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks())

  it('ticks a short list and stops at the most allowed', async () => {
    renderWithProviders(<Harness data={colours.slice(0, 3)} maxValues={2} />)
    expect(screen.queryByRole('combobox')).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Colour 0' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Colour 2' }))
    expect(screen.getByTestId('chosen').textContent).toBe('c0,c2')
    expect((screen.getByRole('checkbox', { name: 'Colour 1' }) as HTMLInputElement).disabled).toBe(true)
  })

  it('on a touch screen a long list opens a sheet; after Done the next field takes the tap and nothing is unpicked', async () => {
    touchScreen()
    renderWithProviders(<Harness data={colours} />)
    await userEvent.click(screen.getByRole('button', { name: 'Colours' }))
    const sheet = await screen.findByRole('dialog', { name: 'Colours' })
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Search Colours' }), '1')
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Colour 10' }))
    await userEvent.click(within(sheet).getByRole('checkbox', { name: 'Colour 11' }))
    await userEvent.click(within(sheet).getByRole('button', { name: 'Done (2 chosen)' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('textbox', { name: 'Sizes' }))
    expect(screen.getByRole('textbox', { name: 'Sizes' })).toBe(document.activeElement)
    expect(screen.getByTestId('chosen').textContent).toBe('c10,c11')
    // The field shows what is chosen.
    const field = screen.getByRole('button', { name: 'Colours' })
    expect(field.textContent).toContain('Colour 10')
    expect(field.textContent).toContain('Colour 11')
  })

  it('with a mouse on a desktop a long grouped list is a multi-select that shows its groups', async () => {
    // Mantine takes any entry with a `group` key for a group: the options' own group must not reach it.
    const grouped = colours.map((colour, i) => ({ ...colour, group: i < 6 ? 'Warm' : 'Cold' }))
    renderWithProviders(<Harness data={grouped} />)
    await userEvent.click(screen.getByRole('combobox', { name: 'Colours' }))
    expect(await screen.findByText('Warm')).toBeTruthy()
    expect(screen.getByText('Cold')).toBeTruthy()
    await userEvent.click(screen.getByText('Colour 7'))
    expect(screen.getByTestId('chosen').textContent).toBe('c7')
  })
})
