import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../lib/testing/providers'
import { ChannelShopFilters } from './channel-filters'

const shops = [
  { id: 'a', name: 'Ann on Shopee', channel: 'shopee' as const },
  { id: 'b', name: 'Bo on Lazada', channel: 'lazada' as const },
]

describe('ChannelShopFilters', () => {
  it('names channels, offers only the chosen channel’s shops, and a new channel clears the shop', async () => {
    const onChange = vi.fn()
    renderWithProviders(<ChannelShopFilters channel="shopee" shopId="a" shops={shops} onChange={onChange} />)
    const shop = screen.getByRole('combobox', { name: 'Shop' })
    fireEvent.click(shop)
    const list = document.getElementById(shop.getAttribute('aria-controls') ?? '')
    expect([...(list?.querySelectorAll('[role=option]') ?? [])].map((option) => option.textContent)).toEqual([
      'Ann on Shopee',
    ])
    fireEvent.click(screen.getByRole('combobox', { name: 'Channel' }))
    fireEvent.click(await screen.findByRole('option', { name: 'WooCommerce', hidden: true }))
    expect(onChange).toHaveBeenLastCalledWith({ channel: 'wm', shopId: undefined })
  })
})
