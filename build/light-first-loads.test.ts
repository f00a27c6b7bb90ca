import { describe, expect, it } from 'vitest'
import { heavyFirstLoads } from './light-first-loads'

const workplaceRoute = '/app/src/routes/_app/dashboard/workplace.tsx?tsr-split=component'
const dexie = '/app/node_modules/dexie/dist/dexie.mjs'
const konva = '/app/node_modules/konva/lib/Core.js'

describe('heavyFirstLoads', () => {
  it("names the chain when the workplace's chunk reaches Dexie through a chunk it imports", () => {
    const problems = heavyFirstLoads([
      {
        fileName: 'workplace.js',
        name: 'workplace',
        imports: ['session.js', 'offline.js'],
        moduleIds: [workplaceRoute],
      },
      { fileName: 'session.js', name: 'session', imports: [], moduleIds: ['/app/src/app/signed-in.ts'] },
      {
        fileName: 'offline.js',
        name: 'offline',
        imports: ['dexie.js'],
        moduleIds: ['/app/src/app/offline/runtime.ts'],
      },
      { fileName: 'dexie.js', name: 'dexie', imports: [], moduleIds: [dexie] },
    ])
    expect(problems).toEqual([
      'the "workplace" chunk loads dexie at once, through workplace.js → offline.js → dexie.js',
    ])
  })

  it('lets a group load heavy chunks lazily, and ignores a chunk named like a group that is not one', () => {
    const problems = heavyFirstLoads([
      // Dynamic imports are not in `imports`: a part with konva loads when it is wanted.
      { fileName: 'workplace.js', name: 'workplace', imports: ['session.js'], moduleIds: [workplaceRoute] },
      { fileName: 'session.js', name: 'session', imports: [], moduleIds: ['/app/src/app/signed-in.ts'] },
      { fileName: 'workspace.js', name: 'editor-workspace', imports: [], moduleIds: [konva] },
      // src/contract/orders.ts makes an "orders" chunk too; it is not the order list's.
      { fileName: 'orders.js', name: 'orders', imports: ['dexie.js'], moduleIds: ['/app/src/contract/orders.ts'] },
      { fileName: 'dexie.js', name: 'dexie', imports: [], moduleIds: [dexie] },
    ])
    expect(problems).toEqual([])
  })
})
