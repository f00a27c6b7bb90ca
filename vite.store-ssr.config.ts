// The storefront's server renderer (src/store/render.tsx) as one Node module,
// dist-ssr/store-render.js, which the server loads at start (server/modules/storefront/store-html.ts).
// Built by Vite rather than tsup because the storefront's components need what the browser build
// gives them: Lingui's macros, JSX and import.meta.glob. npm packages stay external (SSR default).
import { defineConfig } from 'vite'
import { linguiMacro } from './build/lingui-macro'

export default defineConfig({
  plugins: [linguiMacro()],
  publicDir: false,
  build: {
    ssr: 'src/store/render.tsx',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: { output: { entryFileNames: 'store-render.js' } },
  },
})
