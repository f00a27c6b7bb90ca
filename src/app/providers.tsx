// Owns the provider stack: language, view settings and the theme made from them, dates,
// notifications and the query client once the signed-in entry has made it.
import { I18nProvider } from '@lingui/react'
import { localStorageColorSchemeManager, MantineProvider } from '@mantine/core'
import { DatesProvider } from '@mantine/dates'
import { QueryClientContext } from '@tanstack/react-query/client-context'
import { type ReactNode, useEffect, useMemo, useSyncExternalStore } from 'react'
import { ConfirmDialogHost } from '../components/confirm-dialog'
import { i18n, mantineDatesLocale, useLocale } from '../lib/i18n'
import { STORAGE_KEYS } from '../lib/storage-keys'
import { useSideRail } from './layout/use-side-rail'
import { NotificationsHost } from './notifications-host'
import { UpdatePrompt } from './pwa/update-prompt'
import { peekQueryClient, subscribeQueryClient } from './query-client-holder'
import { createAppTheme } from './settings/theme'
import { useViewSettings, ViewSettingsProvider } from './settings/view-settings-context'

const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.colorScheme })

/** Colour-weak mode inverts the whole page; on the root element a filter does not break fixed headers. */
function useColourWeak(weak: boolean) {
  useEffect(() => {
    const root = document.documentElement
    root.style.filter = weak ? 'invert(80%)' : ''
    return () => {
      root.style.filter = ''
    }
  }, [weak])
}

function ThemedMantine({ children }: { children: ReactNode }) {
  const { settings } = useViewSettings()
  const { color } = settings
  // Only the colour and the side rail's width shape the theme; other settings must not rebuild it.
  const [sideRailOpen] = useSideRail()
  const theme = useMemo(() => createAppTheme({ color }, { sideRailOpen }), [color, sideRailOpen])
  const { locale } = useLocale()
  useColourWeak(settings.weak)
  return (
    <MantineProvider theme={theme} colorSchemeManager={colorSchemeManager} defaultColorScheme="light">
      <DatesProvider settings={{ locale: mantineDatesLocale(locale), firstDayOfWeek: locale === 'zh-cn' ? 1 : 0 }}>
        <NotificationsHost />
        <ConfirmDialogHost />
        <UpdatePrompt />
        {children}
      </DatesProvider>
    </MantineProvider>
  )
}

/**
 * The query client, handed down from when it exists (src/app/query-client-holder.ts): the sign-in
 * page renders without one. The context, not QueryClientProvider, so the page below is not
 * remounted when the client arrives (the client is mounted where it is made, src/app/signed-in.ts).
 */
function LoadedQueryClient({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, peekQueryClient)
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <ViewSettingsProvider>
        <ThemedMantine>
          <LoadedQueryClient>{children}</LoadedQueryClient>
        </ThemedMantine>
      </ViewSettingsProvider>
    </I18nProvider>
  )
}
