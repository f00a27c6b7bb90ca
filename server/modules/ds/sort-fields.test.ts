// Issue 14 item 4: every list source sorts only by a fixed list of its own fields. Names that
// live on Object.prototype (`__proto__`, `constructor`) answered 500 on three sources; now any
// field outside the list is a 400 naming the sort field, on every list source the registry has.
import { describe, expect, it } from 'vitest'
import { SOURCES } from '../../data-sources'
import { describeApp } from '../../test/helper'
import { sortFieldsOf } from './registry'

const LIST_SOURCES = SOURCES.filter((source) => source.kind === 'list')
const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']
const ACCOUNTS = ['seller', 'supplier', 'factory']

describe('list source registry', () => {
  it('gives every list source a fixed list of sort fields', () => {
    for (const source of LIST_SOURCES) expect(sortFieldsOf(source.params), source.name).toBeDefined()
  })
})

/** The filters a source cannot do without (everything else of a list is optional). */
const REQUIRED: Record<string, Record<string, string>> = { seo_title_list: { channel: 'amazon' } }
const bodyOf = (name: string, extra: Record<string, unknown> = {}) => ({ ...REQUIRED[name], ...extra })

describeApp('sort fields of list sources', (get) => {
  /** The first demo account that may read the source (permissions differ by account kind). */
  async function readerOf(name: string): Promise<string | undefined> {
    for (const username of ACCOUNTS) {
      const token = await get().login(username)
      const answer = await get().call('POST', `/ds/list/${name}`, { token, body: bodyOf(name) })
      if (answer.status === 200) return token
    }
    return undefined
  }

  it.each(LIST_SOURCES.map((source) => source.name))(
    '%s refuses sort fields outside its list with 400',
    async (name) => {
      const token = await readerOf(name)
      expect(token, `no demo account reads ${name}`).toBeDefined()
      for (const sortField of HOSTILE) {
        const answer = await get().call('POST', `/ds/list/${name}`, {
          token,
          body: bodyOf(name, { sortField }),
          locale: 'en',
        })
        expect(answer.status, `${name} ${sortField}`).toBe(400)
        expect(answer.body.msg).toMatch(/^Sort field: /)
      }
      const source = LIST_SOURCES.find((each) => each.name === name)
      for (const sortField of (source && sortFieldsOf(source.params)) ?? []) {
        for (const sortOrder of ['ascend', 'descend']) {
          const answer = await get().call('POST', `/ds/list/${name}`, {
            token,
            body: bodyOf(name, { sortField, sortOrder }),
          })
          expect(answer.status, `${name} ${sortField} ${sortOrder}`).toBe(200)
        }
      }
    },
  )
})
