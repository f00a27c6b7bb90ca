// Owns reading and writing the stored view settings (SPEC.md §3) with the §9 defaults.
import { DEFAULT_VIEW_SETTINGS, THEME_COLOURS, type ViewSettings } from '../../contract/constants'
import { readStorage, writeStorage } from '../../lib/safe-storage'
import { STORAGE_KEYS } from '../../lib/storage-keys'

const CHOICES = {
  theme: ['dark', 'light'],
  layout: ['topmenu', 'sidemenu'],
  contentWidth: ['fluid', 'fixed'],
} as const
const FLAGS = ['sidebar', 'fixedHeader', 'fixSiderbar', 'autoHideHeader', 'weak', 'multiTab'] as const

/**
 * Keeps only values that are valid today; anything else falls back to its default, so an old or
 * hand-edited entry never breaks the layout.
 */
export function sanitiseViewSettings(value: unknown): ViewSettings {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const settings: ViewSettings = { ...DEFAULT_VIEW_SETTINGS }
  for (const flag of FLAGS) {
    const candidate = stored[flag]
    if (typeof candidate === 'boolean') settings[flag] = candidate
  }
  for (const name of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
    const candidate = stored[name]
    if (typeof candidate === 'string' && (CHOICES[name] as readonly string[]).includes(candidate)) {
      Object.assign(settings, { [name]: candidate })
    }
  }
  const colour = typeof stored.color === 'string' ? stored.color.toUpperCase() : ''
  if ((THEME_COLOURS as readonly string[]).includes(colour)) settings.color = colour
  return settings
}

export function loadViewSettings(): ViewSettings {
  const raw = readStorage('local', STORAGE_KEYS.viewSettings)
  try {
    return sanitiseViewSettings(raw ? JSON.parse(raw) : undefined)
  } catch {
    return { ...DEFAULT_VIEW_SETTINGS }
  }
}

export function saveViewSettings(settings: ViewSettings): void {
  writeStorage('local', STORAGE_KEYS.viewSettings, JSON.stringify(settings))
}
