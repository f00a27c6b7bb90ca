// What the design tools' page draws once its guard has answered (./enter-tool.ts): the tool in the
// tools' full-window layout, its 403 page, or the offline page; a part of the app that failed to
// load (the tool's own chunk included) shows the chunk error page, as in the console.
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react'
import { classifyChunkError } from '../app/chunk-errors'
import { ChunkErrorPage } from '../app/error-pages/chunk-error-page'
import { ForbiddenPage } from '../app/error-pages/forbidden-page'
import { ServerErrorPage } from '../app/error-pages/server-error-page'
import { OfflineStartPage } from '../app/pwa/offline-start-page'
import { ToolsLayout } from '../app/tools-layout'
import { useChunkError } from '../app/use-chunk-error'
import type { ToolEntry } from './enter-tool'
import type { ToolName } from './tool-pages'

/** Each tool's page, loaded when its tab opens (the editor's chooser first, konva later). */
export const TOOL_PAGES: Record<ToolName, ComponentType> = {
  pcdiy: lazy(() => import('./pages/pcdiy')),
  batch: lazy(() => import('./pages/batch')),
  mi: lazy(() => import('./pages/mi')),
}

class ToolErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown }
  static getDerivedStateFromError(error: unknown) {
    return { error }
  }
  override componentDidCatch(error: unknown) {
    console.error(error)
  }
  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    const chunk = classifyChunkError(error)
    return chunk ? <ChunkErrorPage kind={chunk} /> : <ServerErrorPage withReload />
  }
}

interface ToolAppProps {
  tool: ToolName
  entry: ToolEntry
  /** Runs the guard again (the offline page's retry). */
  retry: () => Promise<unknown>
}

export function ToolApp({ tool, entry, retry }: ToolAppProps) {
  const chunkError = useChunkError()
  if (chunkError) return <ChunkErrorPage kind={chunkError.kind} />
  if (entry === 'offline') return <OfflineStartPage retry={retry} />
  if (entry === 'failed') return <ServerErrorPage withReload />
  const Page = TOOL_PAGES[tool]
  return (
    <ToolsLayout>
      {entry === 'forbidden' ? (
        <ForbiddenPage />
      ) : (
        <ToolErrorBoundary>
          <Suspense fallback={null}>
            <Page />
          </Suspense>
        </ToolErrorBoundary>
      )}
    </ToolsLayout>
  )
}
