// The design tools' page (tools.html, src/tools/main.tsx; issue 17) as a build of its own, made
// before the console's (package.json "build") and emitted into it (vite.config.ts, toolsBuild).
//
// Why apart: in the console's build the tools' page shared its chunks with the console, so it
// started from ten files, and what it shared with the console's boot had to leave the boot chunk,
// which slowed the console's first screens (bench/README.md, session 24). Here it starts from
// four: the early requests' chunk, React, one start chunk (the page, the session, the model
// chooser) and the runtime; the canvas and every other part stay lazy. The price is a second copy
// of React, Mantine and Query in the service worker's cache.
import { fileURLToPath } from 'node:url'
import type { ChunkingContext } from 'rolldown'
import { defineConfig, type Plugin, type PluginOption } from 'vite'
import { chunksOf } from './build/bundle-chunks'
import { heavyChain } from './build/light-first-loads'
import { stopBuild } from './build/stop-build'
import base from './vite.config'

/** The console's build's own plugins: its worker, precache lists and chunk checks. */
const CONSOLE_ONLY = [
  'precache-shell',
  'first-screen-preloads',
  'light-first-loads',
  'no-chunk-cycles',
  'late-manifest-link',
  'tools-build',
]

const nameOf = (plugin: PluginOption) =>
  plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : ''

function keep(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .map((plugin) => (Array.isArray(plugin) ? keep(plugin) : plugin))
    .filter(
      (plugin) =>
        Array.isArray(plugin) ||
        !(CONSOLE_ONLY.includes(nameOf(plugin)) || nameOf(plugin).startsWith('vite-plugin-pwa')),
    )
}

const EARLY_ENTRY = fileURLToPath(new URL('./src/early-start.ts', import.meta.url))

/** The early requests' script and what it imports: a chunk of its own, so it never waits for React. */
function earlyModules(ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>()
  const stack = [EARLY_ENTRY]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []))
  }
  return seen
}

let early: Set<string> | undefined

/**
 * What the tools' first chunks must not reach through their static imports: the canvas loads once
 * a model is chosen, schemas and the device database when first wanted (issue 17; the console's
 * build checks its own first screens the same way, build/light-first-loads.ts).
 */
const HEAVY = ['zod', 'konva', 'dexie', 'mantine-datatable']

function lightStart(): Plugin {
  return {
    name: 'light-tools-start',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle)
      for (const first of chunks.filter((chunk) => ['early-start', ...WITH_HTML].includes(chunk.name))) {
        const problem = heavyChain(chunks, first, HEAVY)
        if (problem) stopBuild(`the tools' "${first.name}" chunk ${problem}`, (text) => this.error(text))
      }
    },
  }
}

/** The chunks the page cannot draw without, which download beside the HTML (after-first-paint.ts). */
const WITH_HTML = ['react', 'start']

/**
 * Preloads of React and the start chunk in the HTML's head: fetched from the moment the HTML is
 * read instead of after the splash's first frame (≈ 110 ms on a phone's network: the editor's time
 * to interactive measured 1.72–1.90 s with them, 1.91–2.02 without, bench/README.md session 24).
 */
function startWithTheHtml(): Plugin {
  return {
    name: 'start-with-the-html',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (file) => file.type === 'chunk' && WITH_HTML.includes(file.name),
        )
        if (chunks.length !== WITH_HTML.length) throw new Error(`tools.html: no chunks named ${WITH_HTML.join(', ')}`)
        const links = chunks.map(
          (chunk) => `<link rel="modulepreload" crossorigin href="/dis/${chunk.fileName}" data-with-html>`,
        )
        return html.replace('<style>', `${links.join('\n    ')}\n    <style>`)
      },
    },
  }
}

export default defineConfig({
  ...base,
  plugins: [...keep(base.plugins ?? []), startWithTheHtml(), lightStart()],
  // The console's build copies the public files.
  publicDir: false,
  build: {
    ...base.build,
    outDir: 'dist-tools',
    emptyOutDir: true,
    rolldownOptions: {
      input: { tools: 'tools.html', 'early-start': 'src/early-start.ts' },
      output: {
        entryFileNames: 'assets/t-[name]-[hash].js',
        chunkFileNames: 'assets/t-[name]-[hash].js',
        assetFileNames: 'assets/t-[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: (id, ctx) => {
                early ??= earlyModules(ctx)
                return early.has(id) ? 'early-start' : null
              },
              priority: 3,
            },
            { name: 'react', test: /\/node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
            // The page, the signed-in entry and the editor's model chooser, with what they import.
            {
              name: 'start',
              test: /\/src\/(tools\/main\.tsx|app\/signed-in\.ts|tools\/pages\/pcdiy\.tsx)$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
