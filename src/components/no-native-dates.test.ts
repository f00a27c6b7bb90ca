// The browser's own date field shows mm/dd/yyyy to a Chinese user and looks unlike the rest of
// the console: every date is picked with the console's input (components/dates, day-field).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx$/.test(name) && !name.endsWith('.test.tsx') ? [path] : []
  })
}

it('no screen uses a native date or time input', () => {
  const offenders = sources(join(process.cwd(), 'src')).filter((path) =>
    /type=["'](date|datetime-local|month|week)["']/.test(readFileSync(path, 'utf8')),
  )
  expect(offenders).toEqual([])
})
