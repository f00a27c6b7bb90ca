// Prototype of the order mirror packed in blocks (issue 21, session 17), to measure before building
// it: does a sync that writes 50 orders a record reach 1.2 s for 10,000, and does the local 50-row
// page keep p95 ≤ 5 ms when its rows come out of blocks? Not the app's code: a Dexie database of its
// own with three stores —
//   blocks     50 orders as they arrive (the sync's order: oldest change first), the list rows as
//              JSON strings (only the page's rows are parsed) beside columns of id, creation instant,
//              status and channel (a row is picked without parsing it);
//   blockKeys  the same id, with the index: one key an order to find its block (`i<id>`) and one key
//              an order and group (status, channel, both, each keyword prefix of order-search.ts):
//              group NUL creation-instant NUL id, so a group's keys walk in creation order;
//   extras     the same id, each order's lines, address and amounts (read only by the detail).
// A page walks the group's keys (primary keys only: the block of each row in page order), reads
// those blocks and takes from each its rows of the group in the walk's order.
// Run by bench/idb-record-costs.ts (READS=100000 for the reads, SHAPES='proto blocks, keywords').
import Dexie, { type Table } from 'dexie'
import type { SaleOrderRow } from '../../src/contract/orders'
import { instantKey } from '../../src/db/mirror/order-keys'
import { rowOf } from '../../src/db/mirror/order-rows'
import { keywordBucket, normaliseKeyword, searchPrefixesOf } from '../../src/db/mirror/order-search'

interface Block {
  id: string
  ids: string[]
  /** Each row's creation instant key, status and channel: rows are picked without parsing them. */
  created: string[]
  status: string[]
  channel: string[]
  rows: string[]
}
interface BlockKeys {
  id: string
  keys: string[]
}
interface ExtrasBlock {
  id: string
  extras: unknown[]
}
class BlockDb extends Dexie {
  blocks!: Table<Block, string>
  /** Clustered layout only: copies of the list rows in blocks of one group value each. */
  clusters!: Table<Block, string>
  blockKeys!: Table<BlockKeys, string>
  extras!: Table<ExtrasBlock, string>
  constructor(
    name: string,
    readonly keywords: boolean,
    readonly clustered = false,
    /** Orders a block of the sync's arrival order holds (where the id and keyword keys point). */
    readonly blockRows = 50,
  ) {
    super(name)
    this.version(1).stores({ blocks: 'id', clusters: 'id', blockKeys: 'id, *keys', extras: 'id' })
  }
}

const keyOf = (group: string, row: SaleOrderRow) =>
  `${group}\u0000${instantKey(Date.parse(row.createdAt))}\u0000${row.id}`
const filterGroupsOf = (row: { status: string; channel: string }) => [
  `s${row.status}`,
  `c${row.channel}`,
  `b${row.status}\u0001${row.channel}`,
]
const groupsOf = (row: SaleOrderRow, keywords: boolean, clustered = false) => {
  const groups = clustered ? [] : filterGroupsOf(row)
  if (keywords) for (const prefix of searchPrefixesOf(row)) groups.push(`k${prefix}`)
  return groups
}

let sequence = 0
export async function writeBlocks(db: BlockDb, rows: SaleOrderRow[]): Promise<void> {
  const blocks: Block[] = []
  const extras: ExtrasBlock[] = []
  const index: BlockKeys[] = []
  const clusters: Block[] = []
  for (let start = 0; start < rows.length; start += db.blockRows) {
    const id = `${instantKey(Date.now())}${String(sequence++).padStart(6, '0')}`
    const block: Block = { id, ids: [], created: [], status: [], channel: [], rows: [] }
    const keys: string[] = []
    const extra: unknown[] = []
    for (const row of rows.slice(start, start + db.blockRows)) {
      block.ids.push(row.id)
      block.created.push(instantKey(Date.parse(row.createdAt)))
      block.status.push(row.status)
      block.channel.push(row.channel)
      block.rows.push(JSON.stringify(rowOf(row)))
      keys.push(`i${row.id}`)
      for (const group of groupsOf(row, db.keywords, db.clustered)) keys.push(keyOf(group, row))
      extra.push(row.extras)
    }
    blocks.push(block)
    index.push({ id, keys })
    extras.push({ id, extras: extra })
  }
  // The copies are cut from all rows of the call (a sync page; the read bench's fill: 5,000 rows, as
  // an app appending to each group's newest block would have them), 50 rows a block at most.
  if (db.clustered) clusters.push(...clustersOf(blocks))
  await db.transaction('rw', [db.blocks, db.blockKeys, db.extras, db.clusters], async () => {
    await db.blocks.bulkAdd(blocks)
    await db.blockKeys.bulkAdd(index)
    await db.extras.bulkAdd(extras)
    if (clusters.length) await db.clusters.bulkAdd(clusters)
  })
}

/**
 * The clustered layout's copies of the blocks' rows: for the whole list and for each status, channel
 * and status + channel, blocks of that one value (id: group NUL newest creation instant NUL sequence,
 * so a group's blocks sort by their newest row). A page of a group then reads only rows of it.
 */
function clustersOf(blocks: Block[]): Block[] {
  const byGroup = new Map<string, [Block, number][]>()
  for (const block of blocks)
    block.ids.forEach((_id, at) => {
      const row = { status: block.status[at] as string, channel: block.channel[at] as string }
      for (const group of ['a', ...filterGroupsOf(row)]) {
        const list = byGroup.get(group)
        if (list) list.push([block, at])
        else byGroup.set(group, [[block, at]])
      }
    })
  const copies: Block[] = []
  for (const [group, all] of byGroup) {
    for (let start = 0; start < all.length; start += 50) {
      const places = all.slice(start, start + 50)
      const pick = (column: (block: Block) => string[]) => places.map(([block, at]) => column(block)[at] as string)
      const created = pick((block) => block.created)
      const newest = created.reduce((max, at) => (at > max ? at : max), '')
      copies.push({
        id: `${group}\u0000${newest}\u0000${String(sequence++).padStart(6, '0')}`,
        ids: pick((block) => block.ids),
        created,
        status: pick((block) => block.status),
        channel: pick((block) => block.channel),
        rows: pick((block) => block.rows),
      })
    }
  }
  return copies
}

/**
 * A page of one group from its clustered blocks, newest first: blocks are read newest first (by their
 * newest row) until enough rows are known to be newer than anything unread.
 */
export async function clusteredPage(db: BlockDb, group: string, offset: number, count: number) {
  return db.transaction('r', db.clusters, async () => {
    const need = offset + count
    const lower = `${group}\u0000`
    let upper = `${group}\u0001`
    const rows: [string, string][] = []
    let batch = Math.ceil(need / 40) + 1
    for (;;) {
      const blocks = await db.clusters.where(':id').between(lower, upper, true, false).reverse().limit(batch).toArray()
      for (const block of blocks)
        block.ids.forEach((id, at) => {
          rows.push([`${block.created[at]}\u0000${id}`, block.rows[at] as string])
        })
      const last = blocks.at(-1)
      if (!last || blocks.length < batch) break
      upper = last.id
      const newestUnread = last.id.split('\u0000')[1] as string
      if (rows.filter(([key]) => key > `${newestUnread}\u0001`).length >= need) break
      batch = 2
    }
    rows.sort((a, b) => (a[0] < b[0] ? 1 : -1))
    return rows.slice(offset, need).map(([, row]) => JSON.parse(row) as SaleOrderRow)
  })
}

/** The sync's first fill of `rows` (pages of 500 as they arrive), all pages' transactions in flight. */
export async function blockWrite(rows: SaleOrderRow[], keywords: boolean, clustered = false, blockRows = 50) {
  const db = new BlockDb(`block-write-${Date.now()}`, keywords, clustered, blockRows)
  await db.open()
  const started = performance.now()
  const pages: Promise<void>[] = []
  for (let start = 0; start < rows.length; start += 500) pages.push(writeBlocks(db, rows.slice(start, start + 500)))
  await Promise.all(pages)
  const ms = performance.now() - started
  const blocks = await db.blocks.count()
  db.close()
  await db.delete()
  return { ms, blocks }
}

/** Whether the block's row `at` is in the group, from its columns (the keyword: its fields' prefixes). */
function inGroup(group: string, block: Block, at: number): boolean {
  const kind = group[0]
  const value = group.slice(1)
  if (kind === 's') return block.status[at] === value
  if (kind === 'c') return block.channel[at] === value
  if (kind === 'b') return `${block.status[at]}\u0001${block.channel[at]}` === value
  return searchPrefixesOf(JSON.parse(block.rows[at] as string)).has(value)
}

/** A 50-row page of one group, newest first. */
export async function blockPage(db: BlockDb, group: string, offset: number, count: number) {
  return db.transaction('r', db.blocks, db.blockKeys, async () => {
    const ids = await db.blockKeys
      .where('keys')
      .between(`${group}\u0000`, `${group}\u0001`, true, false)
      .reverse()
      .limit(offset + count)
      .primaryKeys()
    const skipped = new Map<string, number>()
    for (const id of ids.slice(0, offset)) skipped.set(id, (skipped.get(id) ?? 0) + 1)
    const taken = new Map<string, number>()
    for (const id of ids.slice(offset)) taken.set(id, (taken.get(id) ?? 0) + 1)
    const blocks = await db.blocks.bulkGet([...taken.keys()])
    const prefix = `${group}\u0000`
    // A block's rows of the group in the walk's order: its first `skipped` were before the page.
    const page: [string, string][] = []
    for (const block of blocks) {
      if (!block) continue
      const rows: [string, string][] = []
      block.ids.forEach((id, at) => {
        if (!inGroup(group, block, at)) return
        rows.push([`${prefix}${block.created[at]}\u0000${id}`, block.rows[at] as string])
      })
      rows.sort((a, b) => (a[0] < b[0] ? 1 : -1))
      const from = skipped.get(block.id) ?? 0
      page.push(...rows.slice(from, from + (taken.get(block.id) ?? 0)))
    }
    page.sort((a, b) => (a[0] < b[0] ? 1 : -1))
    return page.map(([, row]) => JSON.parse(row) as SaleOrderRow)
  })
}

export async function blockReads(
  sample: SaleOrderRow[],
  n: number,
  runs: number,
  keywords: boolean,
  clustered = false,
  blockRows = 50,
) {
  const db = new BlockDb(`block-reads-${Date.now()}`, keywords, clustered, blockRows)
  await db.open()
  const statuses = ['1', '2', '3', '4', '5', '6']
  const day = 86_400_000
  const now = Date.now()
  const all: SaleOrderRow[] = []
  for (let i = 0; i < n; i++) {
    const base = sample[i % sample.length] as SaleOrderRow
    const createdAt = new Date(now - ((i * 7919) % (90 * day))).toISOString()
    all.push({
      ...base,
      id: `${base.id}-x${i}`,
      status: statuses[i % 6] as SaleOrderRow['status'],
      createdAt,
      updatedAt: createdAt,
    })
  }
  // The local store is filled once (its write is not what is measured here).
  // As the sync delivers them: oldest change first.
  all.sort((a, b) => (a.updatedAt < b.updatedAt ? -1 : 1))
  for (let start = 0; start < all.length; start += 5_000) await writeBlocks(db, all.slice(start, start + 5_000))
  const keyword = normaliseKeyword(sample[0]?.buyerName?.slice(0, 4) ?? 'a')
  const filters: Record<string, string> = {
    status: 's2',
    'status+channel': 'b4\u0001amazon',
    channel: 'cshopee',
    keyword: `k${keywordBucket(keyword)}`,
  }
  const inMemory = new Map<string, string[]>()
  for (const group of Object.values(filters)) {
    const members = all.filter((row) =>
      group.startsWith('k') ? searchPrefixesOf(row).has(group.slice(1)) : filterGroupsOf(row).includes(group),
    )
    inMemory.set(
      group,
      members
        .map((row) => [`${instantKey(Date.parse(row.createdAt))}\u0000${row.id}`, row.id] as const)
        .sort((a, b) => (a[0] < b[0] ? 1 : -1))
        .map(([, id]) => id),
    )
  }
  const times: Record<string, number[]> = {}
  const found: Record<string, number> = {}
  for (let run = 0; run < runs; run++) {
    for (const [name, group] of Object.entries(filters)) {
      const started = performance.now()
      const page =
        clustered && !group.startsWith('k')
          ? await clusteredPage(db, group, 50 * (run % 3), 51)
          : await blockPage(db, group, 50 * (run % 3), 51)
      const ms = performance.now() - started
      found[name] = page.length
      times[name] = [...(times[name] ?? []), ms]
      // The figures count only if the page is the right one: the same rows, in order, as the
      // group's rows sorted newest first (ties by id, as the keys sort) and cut at the offset.
      const expected = (inMemory.get(group) ?? []).slice(50 * (run % 3), 50 * (run % 3) + 51)
      if (page.map((row) => row.id).join() !== expected.join())
        throw new Error(`${name} page ${1 + (run % 3)}: not the expected rows`)
    }
  }
  const sizes = await db.blocks.toCollection().primaryKeys()
  db.close()
  await db.delete()
  return { times, found, blocks: sizes.length }
}
