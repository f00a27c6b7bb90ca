// The catalogs stay in the order `lingui extract` writes, also after a merge (scripts/po-order.mjs):
// when the merge driver sorted differently, every extract rewrote ~17,000 lines.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error a plain .mjs script without types
import { comparePoEntries } from '../../scripts/po-order.mjs'

const root = path.resolve(__dirname, '../..')
const CATALOGS = ['en/messages', 'zh-cn/messages', 'en/store', 'zh-cn/store']

/** [text, context] of each entry after the header, in file order. */
function keys(po: string): [string, string][] {
  return po
    .trimEnd()
    .split(/\n{2,}/)
    .slice(1)
    .map((block) => {
      const field = (name: string) =>
        (block.match(new RegExp(`^${name} ("(?:[^"\\\\]|\\\\.)*")`, 'm'))?.[1] ?? '""') as string
      return [JSON.parse(field('msgid')), JSON.parse(field('msgctxt'))] as [string, string]
    })
}

const inOrder = (entries: [string, string][]) =>
  entries.every((entry, i) => i === 0 || comparePoEntries(...(entries[i - 1] as [string, string]), ...entry) <= 0)

const merge = (base: string, ours: string, theirs: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'merge-po-'))
  const file = (name: string, text: string) => {
    writeFileSync(path.join(dir, name), text)
    return path.join(dir, name)
  }
  const oursPath = file('ours.po', ours)
  execFileSync('node', ['scripts/merge-po.mjs', file('base.po', base), oursPath, file('theirs.po', theirs)], {
    cwd: root,
  })
  return readFileSync(oursPath, 'utf8')
}

describe('catalog order', () => {
  it.each(CATALOGS)('%s is in the order lingui extract writes', (catalog) => {
    const entries = keys(readFileSync(path.join(root, 'src/locales', `${catalog}.po`), 'utf8'))
    expect(entries.length).toBeGreaterThan(10)
    expect(inOrder(entries)).toBe(true)
  })

  it('the merge driver leaves an unchanged catalog byte for byte and keeps the order when a side adds texts', () => {
    const po = readFileSync(path.join(root, 'src/locales/en/messages.po'), 'utf8')
    expect(merge(po, po, po)).toBe(po)
    const added = ['; new', '(a new)', '{0} new', '0 new', 'Zed new', 'ábc new'].map(
      (text) => `#: src/x.tsx\nmsgid ${JSON.stringify(text)}\nmsgstr ${JSON.stringify(text)}`,
    )
    const merged = merge(po, po, `${po.trimEnd()}\n\n${added.join('\n\n')}\n`)
    const entries = keys(merged)
    expect(entries.length).toBe(keys(po).length + added.length)
    expect(inOrder(entries)).toBe(true)
  })
})
