// `npm run db:seed`: migrate, load reference data and the demo tenants into the configured
// database (DATABASE_URL, else the embedded one in DATA_DIR). Refuses when accounts exist
// unless run with --force, which re-creates only the demo tenants.
import { loadConfig } from '../config'
import { openDatabase } from './open'
import { prepareDatabase } from './prepare'
import { demoSignInLines, seedDemo } from './seed'

async function run() {
  const force = process.argv.includes('--force')
  const config = loadConfig()
  const handle = await openDatabase(config)
  try {
    await prepareDatabase(handle, { info: (message: string) => console.log(message) })
    const outcome = await seedDemo(handle.db, { force })
    if (outcome === 'skipped') {
      console.error(
        'The database already has accounts; not seeding. Run `npm run db:seed -- --force` to re-create the demo tenants.',
      )
      process.exitCode = 2
      return
    }
    console.log(['Demo data loaded. Sign in with:', ...demoSignInLines()].join('\n'))
  } finally {
    await handle.close()
  }
}

run().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
