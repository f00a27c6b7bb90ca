// The /ds routes find sources in the list app.ts hands them (server/data-sources.ts): every source
// is registered once, and each lives in the module it reads, not in ds.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { SOURCES } from '../../data-sources'
import { defineSource } from './registry'
import { sourceFinder } from './run-source'

const echo = (name: string) => defineSource('value', { name, params: z.object({}), handler: async () => name })

describe('source finder', () => {
  it('refuses a source name registered twice when the server starts', () => {
    expect(() => sourceFinder([echo('twice'), echo('twice')])).toThrow(/twice/)
  })

  it('answers 404 for an unknown name, a malformed one and one the route may not run', () => {
    const find = sourceFinder([echo('known')])
    expect(find('known', () => true).name).toBe('known')
    for (const name of ['unknown', '../known', 42]) expect(() => find(name, () => true)).toThrow()
    expect(() => find('known', () => false)).toThrow()
  })

  it('registers every source once, and ds keeps none of its own', () => {
    const names = SOURCES.map((source) => source.name)
    expect(new Set(names).size).toBe(names.length)
    expect(readdirSync(import.meta.dirname)).not.toContain('sources')
    const modules = join(import.meta.dirname, '..')
    const declared = readdirSync(modules).flatMap((module) => {
      try {
        return readdirSync(join(modules, module, 'sources')).filter((file) => !file.includes('.test.'))
      } catch {
        return []
      }
    })
    // One file per source (the list in data-sources.ts names each): a file left out is never served.
    expect(declared).toHaveLength(SOURCES.length)
  })
})
