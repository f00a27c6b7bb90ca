// The storefront's first page drawn on the server (built by vite.store-ssr.config.ts into
// dist-ssr/store-render.js, loaded by server/modules/storefront/store-html.ts): the same
// components the browser runs, with the same catalogs, so the script's first render matches this
// markup and only attaches to it (main.tsx). A Lingui instance per call: requests never share one.
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import type { StoreBootData } from '../contract/store-shared'
import { StoreApp } from './app'
import { storeMessages } from './i18n'

export function renderStore(shopId: string, boot: StoreBootData): string {
  const i18n = setupI18n({ locale: boot.locale, messages: { [boot.locale]: storeMessages(boot.locale) } })
  return renderToString(
    <I18nProvider i18n={i18n}>
      <StoreApp where={{ shopId, counterId: boot.counterId }} boot={boot} />
    </I18nProvider>,
  )
}
