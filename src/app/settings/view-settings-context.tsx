// Owns the live view settings for the whole app: one state, saved on every change.

import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import type { ViewSettings } from '../../contract/constants'
import { DEFAULT_VIEW_SETTINGS } from '../../contract/constants'
import { loadViewSettings, saveViewSettings } from './view-settings'

interface ViewSettingsValue {
  settings: ViewSettings
  update: (patch: Partial<ViewSettings>) => void
  reset: () => void
}

const ViewSettingsContext = createContext<ViewSettingsValue | null>(null)

export function ViewSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(loadViewSettings)

  const update = useCallback((patch: Partial<ViewSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch }
      saveViewSettings(next)
      return next
    })
  }, [])

  const reset = useCallback(() => {
    saveViewSettings(DEFAULT_VIEW_SETTINGS)
    setSettings({ ...DEFAULT_VIEW_SETTINGS })
  }, [])

  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset])
  return <ViewSettingsContext.Provider value={value}>{children}</ViewSettingsContext.Provider>
}

export function useViewSettings(): ViewSettingsValue {
  const value = useContext(ViewSettingsContext)
  if (!value) throw new Error('useViewSettings needs <ViewSettingsProvider>')
  return value
}
