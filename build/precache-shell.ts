// Which built files the service worker precaches while it installs (the shell) and which it fetches
// after it has taken the page (the rest), issue 21 item 5. Precaching all ~230 files before
// activating kept a phone's first visit uncontrolled for many seconds (35–103 s under load), so a
// reload or a drop of the network in that time found nothing offline. The shell is what the first
// screens need: the HTML pages, icons, the console's and the storefront's boot, the first screens'
// chunks (build/first-screen-chunks.ts), the language catalogs and the offline runtime with Dexie
// (an offline start needs them), each with the chunks and stylesheets it imports statically.
// Everything else (every other screen, lazy libraries) is the rest: sw/sw.ts caches it once active.

import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'
import { FIRST_SCREEN_CHUNKS } from './first-screen-chunks'

/** Source modules whose chunks are shell too, wherever the bundler put them. */
const SHELL_MODULES = [
  /\/src\/locales\/[^/]+\/messages\.ts$/,
  /\/src\/app\/offline\/runtime\.ts$/,
  /\/src\/db\/open\.ts$/,
]

function shellFiles(bundle: OutputBundle): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const roots = chunks.filter(
    (chunk) =>
      chunk.isEntry ||
      FIRST_SCREEN_CHUNKS.includes(chunk.name) ||
      chunk.moduleIds.some((id) => SHELL_MODULES.some((pattern) => pattern.test(id))),
  )
  const shell = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (shell.has(chunk.fileName)) return
    shell.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css)
    for (const file of chunk.imports) {
      const next = byFile.get(file)
      if (next) visit(next)
    }
  }
  for (const root of roots) visit(root)
  return shell
}

/**
 * The plugin notes the shell of the client build; the transform, which vite-plugin-pwa runs on the
 * same build's precache manifest afterwards, marks the other files of assets/ `rest: true` (sw/sw.ts
 * reads it). What is outside assets/ (pages, icons, and the web manifest, which the plugin adds
 * after the transforms) is small and always shell.
 */
export function precacheShell(): { plugin: Plugin; transform: ManifestTransform } {
  let shell: Set<string> | null = null
  return {
    plugin: {
      name: 'precache-shell',
      apply: 'build',
      generateBundle(_options, bundle) {
        shell = shellFiles(bundle)
      },
    },
    transform: async (entries) => {
      if (!shell) throw new Error('precache-shell: the client build did not run before the service worker build')
      const known = shell
      return {
        manifest: entries.map((entry) => ({
          ...entry,
          rest: entry.url.startsWith('assets/') && !known.has(entry.url),
        })),
        warnings: [],
      }
    },
  }
}
