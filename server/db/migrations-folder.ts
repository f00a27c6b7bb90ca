// Finds the committed migrations both when running from source (tsx, tests) and from the
// bundle in dist-server/ (tsup does not copy them, so the bundle looks back into server/).
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  const candidates = [
    process.env.MIGRATIONS_DIR,
    path.join(here, 'migrations'),
    path.join(here, '..', 'server', 'db', 'migrations'),
    path.resolve('server', 'db', 'migrations'),
  ]
  for (const candidate of candidates) {
    if (candidate && existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate
  }
  throw new Error(`Database migrations not found (looked in ${candidates.filter(Boolean).join(', ')})`)
}
