#!/usr/bin/env node
// Git merge driver for Lingui's .po catalogs: branches that each add texts only ever conflict on
// neighbouring entries, so the merge is the union of both sides' entries (by context + id), a
// translation winning over an empty one. Registered by `node scripts/merge-po.mjs --install`
// (.gitattributes names the driver); `npm run i18n:extract` afterwards drops texts no source uses.
// Usage as a driver: merge-po.mjs %O %A %B — writes the result to %A.
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { comparePoEntries } from './po-order.mjs'

if (process.argv[2] === '--install') {
  execFileSync('git', ['config', 'merge.po.name', 'union of Lingui .po entries'])
  execFileSync('git', ['config', 'merge.po.driver', 'node scripts/merge-po.mjs %O %A %B'])
  process.exit(0)
}

const [, , basePath, oursPath, theirsPath] = process.argv

/** Splits a catalog into its header block and entries keyed by msgctxt + msgid. */
function parse(text) {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .trimEnd()
    .split(/\n{2,}/)
    .filter((b) => b.trim() !== '')
  const header = blocks.shift() ?? ''
  const entries = new Map()
  for (const block of blocks) {
    const lines = block.split('\n')
    const comments = []
    const body = { msgctxt: [], msgid: [], msgstr: [] }
    let field = null
    for (const line of lines) {
      if (line.startsWith('#')) comments.push(line)
      else {
        const m = /^(msgctxt|msgid|msgstr)\s+(.*)$/.exec(line)
        if (m) {
          field = m[1]
          body[field].push(m[2])
        } else if (field) body[field].push(line)
      }
    }
    const key = `${body.msgctxt.join('\n')}\u0004${body.msgid.join('\n')}`
    entries.set(key, { comments, body })
  }
  return { header, entries }
}

const isEmpty = (msgstr) => msgstr.every((part) => part.trim() === '""')

function render(entry) {
  const out = [...entry.comments]
  for (const field of ['msgctxt', 'msgid', 'msgstr']) {
    const parts = entry.body[field]
    if (parts.length === 0) continue
    out.push(`${field} ${parts[0]}`, ...parts.slice(1))
  }
  return out.join('\n')
}

const base = parse(readFileSync(basePath, 'utf8'))
const ours = parse(readFileSync(oursPath, 'utf8'))
const theirs = parse(readFileSync(theirsPath, 'utf8'))
const merged = new Map(ours.entries)
for (const [key, entry] of theirs.entries) {
  const mine = merged.get(key)
  if (!mine) {
    merged.set(key, entry)
    continue
  }
  // Ours as they are (extract may list one origin twice), then what only theirs has.
  const comments = [...mine.comments, ...entry.comments.filter((line) => !mine.comments.includes(line))]
  // Three-way per entry: a translation only their side changed (ours still equals the base) wins.
  const was = base.entries.get(key)?.body.msgstr.join('\n')
  const theirsChanged = was !== undefined && mine.body.msgstr.join('\n') === was && entry.body.msgstr.join('\n') !== was
  const msgstr =
    theirsChanged || (isEmpty(mine.body.msgstr) && !isEmpty(entry.body.msgstr)) ? entry.body.msgstr : mine.body.msgstr
  merged.set(key, { comments, body: { ...mine.body, msgstr } })
}
/** A field's text: its quoted PO lines unescaped and joined (`msgid ""` + continuation lines). */
const text = (parts) => parts.map((part) => JSON.parse(part.trim())).join('')
// The order `lingui extract` writes (scripts/po-order.mjs), so a merge and a later extract agree.
const sorted = [...merged.entries()].sort(([, a], [, b]) =>
  comparePoEntries(text(a.body.msgid), text(a.body.msgctxt), text(b.body.msgid), text(b.body.msgctxt)),
)
writeFileSync(oursPath, `${[ours.header, ...sorted.map(([, e]) => render(e))].join('\n\n')}\n`)
