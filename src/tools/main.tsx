// The design tools' page (tools.html: /dis/pcdiy/, /dis/batch/, /dis/mi/; issue 17). The tools
// open full-window in a tab of their own and navigate nowhere, so this page boots without the
// console's router and its table of ≈ 300 routes (≈ 30 KiB gzip and the longest task of the
// console's boot): the language, the providers, the tools' guard (./enter-tool.ts) and the tool.
// Same session, permissions, offline runtime and service worker as the console.
import 'virtual:mantine-styles/first-screen.css'
import { StrictMode, startTransition, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { applyAppStyles } from '../app/app-styles'
import { ChunkLoadError, classifyChunkError, installChunkErrorHandling, reportChunkError } from '../app/chunk-errors'
import { keepMantineStylesFirst } from '../app/mantine-styles-order'
import { AppProviders } from '../app/providers'
import { captureInstallPrompt } from '../app/pwa/install-prompt'
import { startServiceWorker } from '../app/pwa/start-service-worker'
import { startLanguage } from '../app/start-language'
import { resolveInitialLocale } from '../lib/i18n'
import { replacePage } from '../lib/reload-page'
import { whenUserActs } from '../lib/when-user-acts'
import { enterTool, type ToolEntry } from './enter-tool'
import { ToolApp } from './tool-app'
import { toolOf } from './tool-pages'
import { useToolTitle } from './use-tool-title'

/** The guard's answer; its failure (the signed-in entry's chunk not loading included) is the page's error. */
function enter(): Promise<ToolEntry> {
  return enterTool(window.location, replacePage).catch((error: unknown): ToolEntry => {
    console.error(error)
    const chunk = classifyChunkError(error)
    if (chunk) reportChunkError(new ChunkLoadError(chunk, error))
    return 'failed'
  })
}

function ToolPage({ tool, first }: { tool: NonNullable<ReturnType<typeof toolOf>>; first: ToolEntry }) {
  const [entry, setEntry] = useState(first)
  useToolTitle(window.location.pathname)
  const retry = () => enter().then(setEntry)
  return <ToolApp tool={tool} entry={entry} retry={retry} />
}

async function boot() {
  captureInstallPrompt()
  const styles = applyAppStyles()
  keepMantineStylesFirst()
  const tool = toolOf(window.location.pathname)
  // Only these paths are answered with this page (server/plugins/static-site.ts, sw/sw.ts).
  if (!tool) throw new Error(`tools.html opened at ${window.location.pathname}`)
  const locale = resolveInitialLocale()
  // The guard (the signed-in entry, the user's info) and the language load side by side.
  const entry = enter()
  const catalog = startLanguage(locale)
  // At the user's first action, so that the worker's script and its install do not land on the
  // tool's first screen while the user reaches for it.
  startServiceWorker(whenUserActs)
  await catalog
  installChunkErrorHandling(null)
  const [first] = await Promise.all([entry, styles])
  const container = document.getElementById('root')
  if (!container) throw new Error('tools.html has no #root element')
  const root = createRoot(container)
  // A transition render yields to the browser every few milliseconds (DESIGN.md §9).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <ToolPage tool={tool} first={first} />
        </AppProviders>
      </StrictMode>,
    ),
  )
}

void boot()
