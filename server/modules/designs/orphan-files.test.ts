// The orphan sweep (orphan-files.ts) on a real database: old design files nothing names are
// removed; files a design version names, files younger than a day, files an image address holds
// and files a save is reusing at that moment are kept.
import { mkdtempSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { createDiskStorage } from '../../lib/file-storage'
import { describeApp } from '../../test/helper'
import { ensureFile } from './design-render'
import { removeUnused, reuseStored, usingFile } from './file-use'
import { ORPHAN_GRACE_MS, sweepOrphanDesignFiles } from './orphan-files'

const hex = (n: number) => n.toString(16).padStart(48, '0')
const printKey = (did: string, n: number) => `d/${did}/p/${hex(n)}-print.png`
const mockupKey = (did: string, n: number) => `d/${did}/m/${hex(n)}-mockup.jpg`

/** A disk storage of its own (the test app's folder is shared by both database drivers). */
function freshStorage() {
  const root = mkdtempSync(path.join(tmpdir(), 'dc-orphans-'))
  const storage = createDiskStorage(root)
  const age = async (key: string, ms = 2 * ORPHAN_GRACE_MS) => {
    const when = new Date(Date.now() - ms)
    utimesSync(path.join(root, ...key.split('/')), when, when)
  }
  const put = async (key: string, old = true) => {
    await storage.put(key, Buffer.from(key))
    if (old) await age(key)
  }
  return { storage, put, age }
}

describeApp('orphan design files', (get) => {
  it('removes old files nothing names; keeps what a version names, young files and copied image addresses', async () => {
    const { storage, put } = freshStorage()
    // A later version of the demo design, whose files are content-addressed like every save's.
    const named = { printFile: printKey('d-demo', 7), mockup: mockupKey('d-demo', 8) }
    await get().db.execute(
      sql`insert into design_versions (id, did, design_id, number, product_id, color, sides, files, created_by)
          select 'v-orphan-test', did, design_id, 99, product_id, color, sides,
            ${JSON.stringify([{ sideId: 'x', sideName: 'x', width: 1, height: 1, dpi: 300, ...named }])}::jsonb, created_by
          from design_versions where did = 'd-demo' order by created_at limit 1`,
    )
    await put(named.printFile)
    await put(named.mockup)
    // Left by a save that never committed, or a cancelled batch step.
    await put(printKey('d-demo', 1))
    await put(mockupKey('d-demo', 2))
    // Drawn a minute ago: a save may be about to commit it.
    await put(mockupKey('d-demo', 3), false)
    // Its address was copied into goods images (not by a design version).
    await put(mockupKey('d-demo', 4))
    await get().db.execute(
      sql`update goods set images = images || ${JSON.stringify([`/dis/ts/design/mockup/${mockupKey('d-demo', 4)}`])}::jsonb
          where id = (select id from goods where did = 'd-demo' order by id limit 1)`,
    )
    // The same name in another tenant's folder: that tenant names nothing by it.
    const theirs = named.mockup.replace('d/d-demo/', 'd/d-demo2/')
    await put(theirs)
    // Not a file the design module draws (the demo's own are named otherwise): never looked at.
    await put('d/d-demo/notes.txt')
    await put('d/d-demo/design-demo-summer/v1/1-mockup.jpg')

    const swept = await sweepOrphanDesignFiles(get().db, storage)
    expect(swept.removed.sort()).toEqual([printKey('d-demo', 1), mockupKey('d-demo', 2), theirs].sort())
    for (const key of [
      named.printFile,
      named.mockup,
      mockupKey('d-demo', 3),
      mockupKey('d-demo', 4),
      'd/d-demo/notes.txt',
    ])
      expect(await storage.has(key)).toBe(true)
    for (const key of swept.removed) expect(await storage.has(key)).toBe(false)
    // Nothing left to remove: a second sweep changes nothing.
    expect((await sweepOrphanDesignFiles(get().db, storage)).removed).toEqual([])
  })

  it('a file a save reuses is kept: touched when reused, never removed while in use', async () => {
    const { storage, put } = freshStorage()
    // A new save whose content-addressed print file an old failed save left behind: reusing it
    // touches it, so the sweep sees a young file.
    const reused = printKey('d-demo', 10)
    await put(reused)
    expect(await ensureFile(storage, reused, async () => Buffer.from('drawn again'))).toBe(false)
    expect((await sweepOrphanDesignFiles(get().db, storage)).removed).toEqual([])
    expect(await storage.has(reused)).toBe(true)

    // While a save holds the key (between its look at the storage and its commit), no removal.
    const held = mockupKey('d-demo', 11)
    await put(held)
    let release: () => void = () => {}
    const use = usingFile(storage, held, () => new Promise<void>((resolve) => (release = resolve)))
    expect(await removeUnused(storage, held, async () => true)).toBe(false)
    release()
    await use
    expect(await storage.has(held)).toBe(true)

    // A save that starts while a removal runs waits for it, then finds the file gone (and draws it).
    const removing = mockupKey('d-demo', 12)
    await put(removing)
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => (open = resolve))
    const removal = removeUnused(storage, removing, async () => {
      await gate
      return true
    })
    const reuse = reuseStored(storage, removing)
    open()
    expect(await removal).toBe(true)
    expect(await reuse).toBe(false)
    expect(await ensureFile(storage, removing, async () => Buffer.from('drawn again'))).toBe(true)
    expect((await storage.get(removing))!.body.toString()).toBe('drawn again')
  })
})
