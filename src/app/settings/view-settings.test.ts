import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_VIEW_SETTINGS } from '../../contract/constants'
import { STORAGE_KEYS } from '../../lib/storage-keys'
import { loadViewSettings, sanitiseViewSettings, saveViewSettings } from './view-settings'

beforeEach(() => localStorage.clear())

describe('view settings', () => {
  it('starts from the SPEC.md §9 defaults', () => {
    expect(loadViewSettings()).toEqual(DEFAULT_VIEW_SETTINGS)
    expect(DEFAULT_VIEW_SETTINGS).toMatchObject({
      theme: 'dark',
      layout: 'topmenu',
      contentWidth: 'fluid',
      fixedHeader: true,
      fixSiderbar: false,
      autoHideHeader: false,
      weak: false,
      multiTab: true,
      color: '#FA541C',
    })
  })

  it('round-trips through storage under one key', () => {
    const changed = { ...DEFAULT_VIEW_SETTINGS, layout: 'sidemenu' as const, color: '#1890FF', weak: true }
    saveViewSettings(changed)
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.viewSettings) ?? '{}')).toEqual(changed)
    expect(loadViewSettings()).toEqual(changed)
  })

  it('replaces invalid or unknown values with defaults', () => {
    expect(sanitiseViewSettings({ layout: 'mix', color: '#123456', multiTab: 'yes', extra: 1 })).toEqual(
      DEFAULT_VIEW_SETTINGS,
    )
    localStorage.setItem(STORAGE_KEYS.viewSettings, '{not json')
    expect(loadViewSettings()).toEqual(DEFAULT_VIEW_SETTINGS)
  })
})
