// Which built files the service worker precaches while it installs (the shell) and which it fetches
// after it has taken the page (the rest), issue 21 item 5. Precaching all ~230 files before
// activating kept a phone's first visit uncontrolled for many seconds (35–103 s under load), so a
// reload or a drop of the network in that time found nothing offline. Installing with every first
// screen (≈ 540 KiB gzip, most of it the signed-in screens a visitor on the sign-in page has not
// loaded yet) still took 7.5 s, against 2 s wanted.
//
// So the install holds what any page of the app starts from: the HTML pages, icons, the console's
// and the storefront's boot and sign-in's chunks, which bring their texts in both languages
// (build/texts-per-chunk.ts: the console loads no catalog of its own): a phone that loses the
// network right after its first visit still opens, in either language, and signs in… or shows
// the cached screens once the rest is in. The first screens after sign-in (the layout, workplace,
// order list, the offline runtime with Dexie) lead the rest, which sw/rest-precache.ts caches in
// manifest order once the worker controls the page; every other screen follows.

import type { OutputBundle, OutputChunk } from 'rolldown'
import type { Plugin } from 'vite'
import type { ManifestTransform } from 'workbox-build'
import { chunksOf } from './bundle-chunks'
import { FIRST_SCREEN_CHUNKS, INSTALL_CHUNKS } from './first-screen-chunks'

/** Source modules whose chunks are installed too, wherever the bundler put them. */
// The storefront's interactive part (src/store/start.tsx), loaded after its page: a kiosk offline needs it.
const INSTALL_MODULES = [/\/node_modules\/workbox-window\//, /\/src\/store\/start\.tsx$/]
/**
 * Source modules whose chunks lead the rest, with the first screens' chunks: the offline runtime,
 * the order list's action forms, which it loads when first wanted (shipping offline is the phone's
 * daily work, so they are cached among the first), and what the first screens load once idle.
 */
const FIRST_MODULES = [
  /\/src\/app\/offline\/runtime\.ts$/,
  /\/src\/db\/open\.ts$/,
  /\/src\/features\/orders\/components\/(bulk-ship-drawer|bulk-order-change|order-action-forms)\.tsx$/,
  // What the first screens draw stand-ins for and load once idle: menus, popovers, selects,
  // drawers (src/components/floating), the lists' date pickers.
  /\/src\/components\/floating\/floating-parts\.ts$/,
  /\/src\/components\/list-page\/date-range-picker\.tsx$/,
  // The header's notice popover content, loaded on the bell's press or once idle.
  /\/src\/features\/notifications\/components\/notice-panel\.tsx$/,
  // The lists' table (tablets and desktops), loaded beside the first screen where one is drawn.
  /\/src\/components\/list-page\/data-table-view\.tsx$/,
]

/** The files of the chunks picked, with every chunk and stylesheet they import statically. */
export function filesOf(bundle: OutputBundle, pick: (chunk: OutputChunk) => boolean): Set<string> {
  const chunks = chunksOf(bundle)
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const files = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return
    files.add(chunk.fileName)
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
    for (const file of chunk.imports) {
      const next = byFile.get(file)
      if (next) visit(next)
    }
  }
  for (const chunk of chunks) if (pick(chunk)) visit(chunk)
  return files
}

const holds = (chunk: OutputChunk, patterns: RegExp[]) =>
  chunk.moduleIds.some((id) => patterns.some((pattern) => pattern.test(id)))

/**
 * The plugin notes the install set and the first screens of the client build; the transform, which
 * vite-plugin-pwa runs on the same build's precache manifest afterwards, marks the other files of
 * assets/ `rest: true` (sw/sw.ts reads it) and puts the first screens' files first among them.
 * What is outside assets/ (pages, icons, and the web manifest, which the plugin adds after the
 * transforms) is small and always installed.
 */
export function precacheShell(): { plugin: Plugin; transform: ManifestTransform } {
  let install: Set<string> | null = null
  let first = new Set<string>()
  return {
    plugin: {
      name: 'precache-shell',
      apply: 'build',
      generateBundle(_options, bundle) {
        install = filesOf(
          bundle,
          (chunk) => chunk.isEntry || INSTALL_CHUNKS.includes(chunk.name) || holds(chunk, INSTALL_MODULES),
        )
        first = filesOf(bundle, (chunk) => FIRST_SCREEN_CHUNKS.includes(chunk.name) || holds(chunk, FIRST_MODULES))
      },
    },
    transform: async (entries) => {
      if (!install) throw new Error('precache-shell: the client build did not run before the service worker build')
      const known = install
      const marked = entries.map((entry) => ({
        ...entry,
        rest: entry.url.startsWith('assets/') && !known.has(entry.url),
      }))
      // Stable: the first screens' files, then the others, each in the manifest's order.
      const rank = (entry: { url: string; rest: boolean }) => (!entry.rest ? 0 : first.has(entry.url) ? 1 : 2)
      return { manifest: marked.sort((a, b) => rank(a) - rank(b)), warnings: [] }
    },
  }
}
