/// <reference types="vitest/config" />

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { lingui } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { EARLY, firstScreenChunks, PRELOADED_CHUNKS } from './build/first-screen-chunks'
import { firstScreenPreloads } from './build/first-screen-preloads'
import { lightFirstLoads } from './build/light-first-loads'
import { linguiMacro } from './build/lingui-macro'
import { mantineStyles } from './build/mantine-styles-plugin'
import { noChunkCycles } from './build/no-chunk-cycles'
import { precacheShell } from './build/precache-shell'
import { textsPerChunk } from './build/texts-per-chunk'
import { toolsBuild } from './build/tools-build'
import { workerLight } from './build/worker-light'
import { toolOf } from './src/tools/tool-pages'

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8081'

/** The pages of the app (the console's and the design tools', src/tools/main.tsx); the storefront's has its own ways. */
const APP_PAGES = ['/index.html', '/tools.html']

/**
 * What every console page has loaded before any lazy screen: what index.html loads before its boot
 * chunk, and first-shared, which sign-in and the layout both import (vite.config.ts, modulePreload).
 */
const ALWAYS_LOADED =
  /(^|\/)(rolldown-runtime|boot-shared|boot-base|first-shared|early-start)-[\w-]{8}\.js$|(^|\/)boot-[\w-]{8}\.(js|css)$/
const BOOT_CHUNK = /(^|\/)boot-[\w-]{8}\.js$/
/** A chunk a page opens with or loads right after it (build/first-screen-chunks.ts). */
const PRELOADED = new RegExp(`(^|/)(${PRELOADED_CHUNKS.join('|')})-[\\w-]{8}\\.js$`)

/**
 * The scripts to fetch beside a lazy import (Vite's modulePreload list). The boot chunk holds the
 * lazy import of every route's screen (≈ 300), and with each its list of files: 4.9 KiB gzip of
 * the 67 KiB every first load paid, sign-in included (issue 21: login ≤ 150 KiB). It keeps the
 * lists of the chunks a page opens with; another screen fetches what it imports when it loads
 * (one more round trip on a first visit, none once the service worker holds the files). The
 * files the boot chunk itself has loaded are never listed again. Stylesheets are not affected:
 * Vite adds a screen's CSS after this.
 */
function modulePreloadDependencies(file: string, deps: string[], { hostId }: { hostId: string }): string[] {
  if (!BOOT_CHUNK.test(hostId)) return deps
  if (!PRELOADED.test(file)) return []
  return deps.filter((dep) => !ALWAYS_LOADED.test(dep))
}

/**
 * The app's stylesheets (Mantine's, ≈ 33 KiB gzip; on the tools' page also the few its first chunks
 * bring) stop blocking the first paint: the page asks for them early (preload) but links them with
 * media="print", so the splash, styled inline, paints with the HTML; the boot then applies them and
 * renders nothing until they have loaded (no unstyled flash, src/app/app-styles.ts).
 * Before this the browser held the splash back for the stylesheet and then ran the app's script
 * before painting, so the first paint waited for the whole boot (Lighthouse, DESIGN.md §9).
 */
function nonBlockingAppStyles(): Plugin {
  return {
    name: 'non-blocking-app-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // The console's page only (the storefront's has its own); any name: since the first screens got
      // named chunks (build/first-screen-chunks.ts) the stylesheet is boot-….css, and matching
      // index-….css only had silently made it render-blocking again.
      handler: (html, ctx) =>
        !APP_PAGES.includes(ctx.path)
          ? html
          : html.replaceAll(
              /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
              '<link rel="preload" as="style" crossorigin href="$1">\n    <link rel="stylesheet" crossorigin href="$1" media="print" data-app-styles>',
            ),
    },
  }
}

/**
 * Lists the console page's first script (src/early-start.ts, its own entry) before the boot chunk:
 * it sends the first screen's requests while the boot chunk downloads (issue 17). Vite bundles every
 * module script of an HTML page into one entry, so it cannot simply be a second script in index.html.
 */
function earlyStartScript(): Plugin {
  return {
    name: 'early-start-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        if (!APP_PAGES.includes(ctx.path)) return html
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.isEntry && file.name === EARLY,
        )
        if (!chunk) throw new Error(`no ${EARLY} entry chunk in the bundle`)
        const tag = `<script type="module" crossorigin src="/dis/${chunk.fileName}"></script>`
        // The boot chunk imports it (the token, the early slots), so Vite lists it among boot's
        // imports too: once is enough, first.
        const rest = html
          .split('\n')
          .filter((line) => line.trim() !== tag)
          .join('\n')
        return rest.replace('<script type="module"', `${tag}\n    <script type="module"`)
      },
    },
  }
}

/**
 * Takes the web manifest's link (vite-plugin-pwa's) out of the console's HTML: the page links it
 * once started (src/app/pwa/link-manifest.ts), so that the browser's installability check (the
 * manifest and an icon) does not load beside the first screen's scripts (issue 17). After the PWA
 * plugin, which adds the link in its own post step.
 */
function lateManifestLink(): Plugin {
  const link = '<link rel="manifest" href="/dis/manifest.webmanifest">'
  return {
    name: 'late-manifest-link',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        // The console's page only: the tools' build has no web manifest of its own to link.
        if (ctx.path !== '/index.html') return html
        if (!html.includes(link)) throw new Error(`index.html has no ${link} to move`)
        return html.replace(link, '')
      },
    },
  }
}

const CONSOLE_SCRIPT = '<script type="module" src="/src/main.tsx"></script>'
const TOOLS_SCRIPT = '<script type="module" src="/src/tools/main.tsx"></script>'

/**
 * tools.html is index.html with the design tools' script instead of the console's: one head (meta
 * tags a host fills, the icon, the splash) for both pages. Before Vite reads the page's scripts.
 */
function toolsPageFromIndex(): Plugin {
  return {
    name: 'tools-page-from-index',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, ctx) => {
        if (ctx.path !== '/tools.html') return html
        if (!html.includes(TOOLS_SCRIPT)) throw new Error(`tools.html has no ${TOOLS_SCRIPT}`)
        const index = readFileSync(fileURLToPath(new URL('./index.html', import.meta.url)), 'utf8')
        if (!index.includes(CONSOLE_SCRIPT)) throw new Error(`index.html has no ${CONSOLE_SCRIPT}`)
        return index.replace(CONSOLE_SCRIPT, TOOLS_SCRIPT)
      },
    },
  }
}

/**
 * The dev server answers the design tools' paths (/dis/pcdiy/, /dis/batch/, /dis/mi/) with their
 * page, as the built app's server and service worker do (src/tools/tool-pages.ts): its own
 * history fallback would give them the console's, whose router has no such routes.
 */
function toolsPageInDev(): Plugin {
  return {
    name: 'tools-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const [path = '', search] = (request.url ?? '').split('?')
        if (request.headers.accept?.includes('text/html') && toolOf(path)) {
          request.url = `/dis/tools.html${search === undefined ? '' : `?${search}`}`
        }
        next()
      })
    },
  }
}

// The service worker installs with the first screens' files and fetches the rest once it controls the page.
const shell = precacheShell()

export default defineConfig({
  base: '/dis/',
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders go with their screen's component (the router's default leaves them in the entry):
      // they only prefetch queries, but their query options import the contract modules, which
      // build zod schemas when loaded, so the first page carried zod and every area's contract.
      // main.tsx preloads the matched routes' chunks at boot, so the prefetch still starts early.
      codeSplittingOptions: {
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    toolsPageFromIndex(),
    // Lingui's macros through Babel (build/lingui-macro.ts), also for ids with a query.
    linguiMacro(),
    lingui(),
    // Each chunk brings the texts its code shows instead of one whole catalog before the first screen.
    textsPerChunk(fileURLToPath(new URL('.', import.meta.url))),
    // Mantine's stylesheet: the first screens' part in boot, the rest with the code that draws it.
    mantineStyles(),
    // The hand-made chunk groups must not import each other both ways (build/no-chunk-cycles.ts).
    noChunkCycles(),
    lightFirstLoads(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // Registered by src/app/pwa/register-service-worker.ts (production only, with the update prompt).
      injectRegister: false,
      manifest: {
        id: '/dis/',
        name: '分销控制台 Distribution Console',
        short_name: '分销控制台',
        description: 'Distribution console for print-on-demand sellers, distributors, suppliers and factories',
        lang: 'zh-CN',
        start_url: '/dis/',
        scope: '/dis/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#FA541C',
        background_color: '#ffffff',
        categories: ['business', 'productivity'],
        // Made by scripts/make-icons.ts.
        icons: [
          { src: 'pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // With the list of the first screens' files, which the worker puts in their pages' shell (sw/sw.ts).
        globPatterns: ['**/*.{js,css,html,png,ico,woff2}', 'first-screen-preloads.json'],
        manifestTransforms: [shell.transform],
        buildPlugins: { vite: [workerLight(fileURLToPath(new URL('.', import.meta.url)))] },
      },
      devOptions: { enabled: false },
    }),
    nonBlockingAppStyles(),
    earlyStartScript(),
    lateManifestLink(),
    shell.plugin,
    firstScreenPreloads(),
    // The design tools' page, built apart (vite.tools.config.ts).
    toolsBuild(fileURLToPath(new URL('./dist-tools', import.meta.url))),
    toolsPageInDev(),
  ],
  resolve: {
    alias: {
      // React Query's context alone (what hooks read the client from), without the package's index:
      // the index's `export *` of query-core made the whole of TanStack Query count as reached from
      // boot (build/first-screen-chunks.ts), where the sign-in page has no client (issue 21). Same
      // file the index uses, so one context.
      '@tanstack/react-query/client-context': fileURLToPath(
        new URL('./node_modules/@tanstack/react-query/build/modern/QueryClientProvider.js', import.meta.url),
      ),
      // The notifications store alone (what notify() writes to), without the package's index: the
      // index also holds the container and react-transition-group, which load with the first
      // notice (src/app/notifications-host.tsx). Same file the index uses, so one store.
      '@mantine/notifications/store': fileURLToPath(
        new URL('./node_modules/@mantine/notifications/esm/notifications.store.mjs', import.meta.url),
      ),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/dis/ts': { target: apiTarget, changeOrigin: false } },
  },
  // The mirror's sync worker (src/app/offline/mirror-syncer.ts) is a module worker: it loads the
  // goods and listing syncs on demand, which a classic (iife) worker bundle cannot split.
  // Its build stops when a package it must not hold gets in (build/worker-light.ts).
  worker: {
    format: 'es',
    plugins: () => [workerLight(fileURLToPath(new URL('.', import.meta.url)), 'the database worker')],
  },
  build: {
    target: 'es2022',
    // No polyfill: it was a script file of its own before the boot chunk (one more request on a
    // phone's six connections, issue 17) for browsers without <link rel="modulepreload"> (Safari
    // before 17, Firefox before 115), which only lose the preload hint and still load every module.
    modulePreload: { polyfill: false, resolveDependencies: modulePreloadDependencies },
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The public storefront (/dis/store/…) is its own page and bundle (DESIGN.md §10).
    rolldownOptions: {
      input: { main: 'index.html', store: 'store.html', [EARLY]: 'src/early-start.ts' },
      // Few, larger chunks along the first screens (build/first-screen-chunks.ts, issue 21).
      output: { codeSplitting: firstScreenChunks(fileURLToPath(new URL('.', import.meta.url))) },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['fake-indexeddb/auto', './src/test/setup.ts'],
          // A Mantine screen's first render takes seconds on a loaded 2-core machine (CI included);
          // these tests assert what is shown, not how fast, so a slow machine must not fail them.
          testTimeout: 20_000,
        },
      },
      {
        // The storefront's server renderer is tested from its source (store-html.test.ts), whose
        // components use Lingui's macros.
        plugins: [linguiMacro()],
        test: {
          name: 'server',
          environment: 'node',
          // With the build's own checks (build/*.test.ts), which need no browser either.
          include: ['server/**/*.test.ts', 'build/**/*.test.ts'],
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
})
