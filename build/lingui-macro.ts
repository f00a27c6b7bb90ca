// Lingui's macros (`t`, `<Trans>`, `msg` from @lingui/*/macro) compiled by Babel in the build,
// dev server and Vitest. @rolldown/plugin-babel did this before; every release of it declares
// Node ≥ 22.12 in its engines, so a fresh `npm install` on Node 20.19 (README) warned EBADENGINE
// (issue 14 item 34). This is the same transform on the main thread with Babel itself (@babel/core
// accepts Node ≥ 6.9): no babelrc or config file, TypeScript and JSX parsed by the file's kind,
// only files that import a Lingui macro (the others pass untouched, which also saves the build
// the Babel parse of every file that has no text).
import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

// Also ids with a query (…tsx?tsr-split=component), or the macro runs outside compilation.
const SOURCE = /\.[jt]sx?(\?.*)?$/
const USES_MACRO = /@lingui\/[a-z-]+\/macro|@lingui\/macro/

/** Babel's parser plugins for a module id: TypeScript for .ts/.tsx, JSX for .jsx/.tsx. */
export function parserPlugins(id: string): ('typescript' | 'jsx')[] {
  const path = id.replace(/\?.*$/, '')
  if (path.endsWith('.tsx')) return ['typescript', 'jsx']
  if (path.endsWith('.ts')) return ['typescript']
  if (path.endsWith('.jsx')) return ['jsx']
  return []
}

export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    // Before the React and TypeScript transforms, which would strip what the macro reads.
    enforce: 'pre',
    transform: {
      filter: { id: { include: [SOURCE], exclude: [/node_modules/] }, code: USES_MACRO },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id.replace(/\?.*$/, ''),
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: 'module', allowAwaitOutsideFunction: true, plugins: parserPlugins(id) },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        })
        if (!result?.code) return null
        return { code: result.code, map: result.map }
      },
    },
  }
}
