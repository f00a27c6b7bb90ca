import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect'

describe('safeRedirect', () => {
  it('follows same-site paths with their search and hash', () => {
    expect(safeRedirect('/sale/order?pageNo=2#top')).toBe('/sale/order?pageNo=2#top')
    expect(safeRedirect('/dis/sale/order')).toBe('/dis/sale/order')
  })

  it('goes home for nothing, other sites and odd schemes', () => {
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect('')).toBe('/')
    expect(safeRedirect('https://evil.example')).toBe('/')
    expect(safeRedirect('//evil.example')).toBe('/')
    expect(safeRedirect('/\\evil.example')).toBe('/')
    expect(safeRedirect('javascript:alert(1)')).toBe('/')
  })

  it('never sends the user back to the sign-in page', () => {
    expect(safeRedirect('/login?redirect=/x')).toBe('/')
    expect(safeRedirect('/dis/login')).toBe('/')
  })
})
