import { i18n } from '@lingui/core'
import dayjs from 'dayjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { activateLocale, mantineDatesLocale, normaliseLocale, resolveInitialLocale } from './i18n'
import { STORAGE_KEYS } from './storage-keys'

function setHostLocale(value: string | null) {
  document.head.querySelector('meta[name="product-locale"]')?.remove()
  if (value === null) return
  const meta = document.createElement('meta')
  meta.name = 'product-locale'
  meta.content = value
  document.head.append(meta)
}

describe('resolveInitialLocale', () => {
  beforeEach(() => {
    localStorage.clear()
    setHostLocale(null)
  })
  afterEach(() => setHostLocale(null))

  it('defaults to zh-cn with no host value and no stored preference', () => {
    expect(resolveInitialLocale()).toBe('zh-cn')
  })

  it('uses the stored preference: zh-cn stays Chinese, en is English', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'zh-cn')
    expect(resolveInitialLocale()).toBe('zh-cn')
    localStorage.setItem(STORAGE_KEYS.locale, 'en')
    expect(resolveInitialLocale()).toBe('en')
  })

  it('selects English for any other stored value', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'garbage')
    expect(resolveInitialLocale()).toBe('en')
    localStorage.setItem(STORAGE_KEYS.locale, 'zh-TW')
    expect(resolveInitialLocale()).toBe('en')
  })

  it('prefers the value supplied by the host page over the stored one', () => {
    localStorage.setItem(STORAGE_KEYS.locale, 'zh-cn')
    setHostLocale('en-US')
    expect(resolveInitialLocale()).toBe('en')
    localStorage.setItem(STORAGE_KEYS.locale, 'en')
    setHostLocale('zh-CN')
    expect(resolveInitialLocale()).toBe('zh-cn')
  })

  it('ignores an empty host value (the index.html default)', () => {
    setHostLocale('')
    localStorage.setItem(STORAGE_KEYS.locale, 'en')
    expect(resolveInitialLocale()).toBe('en')
  })
})

describe('normaliseLocale', () => {
  it('maps blank to null, zh-cn in any case to zh-cn and anything else to en', () => {
    expect(normaliseLocale('  ')).toBeNull()
    expect(normaliseLocale(undefined)).toBeNull()
    expect(normaliseLocale('ZH-CN')).toBe('zh-cn')
    expect(normaliseLocale('fr')).toBe('en')
  })
})

describe('activateLocale', () => {
  // Before `npm run build` no compiled catalog exists and activateLocale says so; that is fine here.
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => {}))
  afterEach(() => vi.restoreAllMocks())

  it('activates Lingui, dayjs (once the date pickers loaded) and <html lang>, and stores the preference', async () => {
    await import('./dates-locale')
    await activateLocale('en')
    expect(i18n.locale).toBe('en')
    expect(dayjs.locale()).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('en')

    await activateLocale('zh-cn')
    expect(i18n.locale).toBe('zh-cn')
    expect(dayjs.locale()).toBe('zh-cn')
    expect(document.documentElement.lang).toBe('zh-CN')
    expect(localStorage.getItem(STORAGE_KEYS.locale)).toBe('zh-cn')
  })

  it('lets the last of two quick switches win', async () => {
    await Promise.all([activateLocale('zh-cn'), activateLocale('en')])
    expect(i18n.locale).toBe('en')
  })

  it('gives Mantine dates the dayjs locale name', () => {
    expect(mantineDatesLocale('zh-cn')).toBe('zh-cn')
    expect(mantineDatesLocale('en')).toBe('en')
  })
})
