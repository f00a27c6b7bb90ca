import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getAccountDb } from '../../db/current'
import { startTestOutbox } from '../../lib/testing/offline'
import { renderWithProviders } from '../../lib/testing/providers'
import { RegionPicker } from './region-picker'

const fetchMock = vi.fn<typeof fetch>()
let stop: () => Promise<void>
beforeEach(async () => {
  fetchMock.mockReset()
  // No network at all: the areas can only come from the device's mirror.
  fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
  vi.stubGlobal('fetch', fetchMock)
  stop = await startTestOutbox()
  await getAccountDb()!.areas.bulkPut([
    { locale: 'en', id: '33', pid: '0', name: 'Zhejiang', sort: 1 },
    { locale: 'en', id: '11', pid: '0', name: 'Beijing', sort: 0 },
    { locale: 'en', id: '3301', pid: '33', name: 'Hangzhou', sort: 2 },
    { locale: 'en', id: '3302', pid: '33', name: 'Ningbo', sort: 3 },
  ])
})
afterEach(async () => {
  vi.unstubAllGlobals()
  await stop()
})

function Picker({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([])
  return (
    <RegionPicker
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
    />
  )
}

describe('region picker', () => {
  it('offers provinces and then their cities from the mirror, with no network', async () => {
    const onChange = vi.fn()
    renderWithProviders(<Picker onChange={onChange} />)
    const province = await screen.findByRole('combobox', { name: 'Province / state' })
    await waitFor(() => expect((province as HTMLInputElement).disabled).toBe(false))
    fireEvent.click(province)
    const options = await screen.findAllByRole('option', { hidden: true })
    // In the server's order (kept as `sort`), not the key order.
    expect(options.map((option) => option.textContent)).toEqual(['Beijing', 'Zhejiang'])
    fireEvent.click(screen.getByRole('option', { name: 'Zhejiang', hidden: true }))
    expect(onChange).toHaveBeenLastCalledWith(['Zhejiang'])
    const city = await screen.findByRole('combobox', { name: 'City' })
    fireEvent.click(city)
    fireEvent.click(await screen.findByRole('option', { name: 'Ningbo', hidden: true }))
    expect(onChange).toHaveBeenLastCalledWith(['Zhejiang', 'Ningbo'])
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
