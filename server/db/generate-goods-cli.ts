// `npx tsx server/db/generate-goods-cli.ts [count=100000] [tenant=d-demo]`: benchmark goods into
// the configured database (DATABASE_URL, else the embedded one in DATA_DIR), timed. An empty
// embedded database gets the demo data first (shops and product models to use).
import { loadConfig } from '../config'
import { generateGoods } from './generate-goods'
import { openDatabase } from './open'
import { prepareDatabase } from './prepare'
import { hasAccounts, seedDemo } from './seed'

async function main() {
  const count = Number(process.argv[2] ?? 100_000)
  const tenant = process.argv[3] ?? 'd-demo'
  const handle = await openDatabase(loadConfig())
  try {
    await prepareDatabase(handle, { info: () => {} })
    if (handle.kind === 'pglite' && !(await hasAccounts(handle.db))) await seedDemo(handle.db)
    const started = performance.now()
    await generateGoods(handle.db, tenant, count)
    console.log(`${count} goods for ${tenant} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await handle.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
