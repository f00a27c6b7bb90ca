// The second server process of the claim race test (claim-race.test.ts): its own Node process and
// its own PostgreSQL pool, as another instance of the server would be. It says "ready" once
// connected, claims the batches it is sent on stdin (one JSON line) all at once, and answers with
// what it got as one JSON line.
import { createInterface } from 'node:readline'
import { sql } from 'drizzle-orm'
import { openPostgres } from '../../db/open-postgres'
import { claimCodes } from './public'

type Batch = { sku: string; goodsId: string }[]

const [url, did] = process.argv.slice(2)
if (!url || !did) throw new Error('usage: claim-process <database url> <did>')
const handle = await openPostgres(url, 8)
await handle.db.execute(sql`select 1`)
process.stdout.write('ready\n')
const lines = createInterface({ input: process.stdin })
for await (const line of lines) {
  const batches = JSON.parse(line) as Batch[]
  const results = await Promise.all(batches.map((batch) => handle.db.transaction((tx) => claimCodes(tx, did, batch))))
  process.stdout.write(`${JSON.stringify(results.flat())}\n`)
  break
}
await handle.close()
