// One message per meaning: a short English word that means two things (a time column and an
// event, a goods name and a goods amount) is two messages told apart by a Lingui context, so
// each can be translated right. These are the ones a walk through the screens found mixed up.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

function zhCatalog(): Map<string, string> {
  const text = readFileSync(join(process.cwd(), 'src/locales/zh-cn/messages.po'), 'utf8')
  const entries = new Map<string, string>()
  for (const block of text.split(/\n\n+/)) {
    const context = /^msgctxt "(.*)"$/m.exec(block)?.[1]
    const id = /^msgid "(.*)"$/m.exec(block)?.[1]
    const translation = /^msgstr "(.*)"$/m.exec(block)?.[1]
    if (id !== undefined && translation !== undefined) entries.set(`${context ?? ''}\u0004${id}`, translation)
  }
  return entries
}

const zh = zhCatalog()
const of = (id: string, context = '') => zh.get(`${context}\u0004${id}`)

describe('texts that share English words', () => {
  it('names goods as goods, and the goods amount as an amount', () => {
    expect(of('Goods')).toBe('商品')
    expect(of('Goods', 'amount of the goods')).toBe('商品金额')
  })

  it('tells a time column from an event of the order history', () => {
    expect(of('Created')).toBe('创建时间')
    expect(of('Created', 'order history event')).not.toMatch(/时间$/)
    expect(of('Paid')).toBe('付款时间')
    expect(of('Paid', 'order history event')).not.toMatch(/时间$/)
  })

  it('says a top-up was checked by finance, not reviewed by a buyer', () => {
    expect(of('Reviewed')).toBe('评价时间')
    expect(of('Reviewed', 'top-up checked by finance')).toBe('审核时间')
  })
})
