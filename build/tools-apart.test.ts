import { describe, expect, it } from 'vitest'
import { consoleBootFromTools } from './tools-apart'

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
  fileName,
  moduleIds,
  imports,
  dynamicImports,
})

describe('consoleBootFromTools', () => {
  it("names the chain when a tool's lazy part imports a chunk that imports the console's entry", () => {
    expect(
      consoleBootFromTools([
        chunk('tools.js', ['/app/src/tools/main.tsx'], ['boot-ui.js'], ['select.js']),
        chunk('boot-ui.js', ['/app/node_modules/@mantine/core/esm/index.mjs']),
        chunk('select.js', ['/app/src/components/floating/select.tsx'], ['layout.js']),
        chunk('layout.js', ['/app/src/app/layout/use-menu.ts'], ['boot.js']),
        chunk('boot.js', ['/app/src/main.tsx']),
      ]),
    ).toEqual(['tools.js', 'select.js', 'layout.js', 'boot.js'])
  })

  it('passes a build whose tools share only what both load', () => {
    expect(
      consoleBootFromTools([
        chunk('tools.js', ['/app/src/tools/main.tsx'], ['boot-ui.js'], ['editor.js']),
        chunk('boot-ui.js', ['/app/src/app/providers.tsx']),
        chunk('editor.js', ['/app/src/tools/pages/pcdiy.tsx'], ['boot-ui.js']),
        chunk('boot.js', ['/app/src/main.tsx'], ['boot-ui.js']),
      ]),
    ).toBeNull()
  })
})
