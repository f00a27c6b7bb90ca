// Channel length limits and forbidden words, as the title screen and the server apply them.
import { describe, expect, it } from 'vitest'
import { checkKeyword, checkSearchTerms, checkTitle, forbiddenWordsIn, keywordKey, measure } from './channel-text-check'
import { CHANNEL_TEXT_RULES } from './channel-text-rules'
import { CHANNELS } from './dictionaries'

describe('channel text rules', () => {
  it('every channel has limits and a market language', () => {
    for (const channel of CHANNELS) {
      const rule = CHANNEL_TEXT_RULES[channel]
      expect(rule.titleMax).toBeGreaterThan(0)
      expect(rule.keywordMax).toBeLessThanOrEqual(rule.searchTermsMax)
    }
  })

  it('counts characters, or UTF-8 bytes where the channel does (Amazon search terms)', () => {
    expect(measure('T恤', 'char')).toBe(2)
    expect(measure('T恤', 'byte')).toBe(4)
    expect(measure('👕', 'char')).toBe(1)
    const terms = '恤'.repeat(84)
    expect(checkSearchTerms(terms, 'amazon')).toMatchObject({ length: 252, tooLong: true })
    expect(checkSearchTerms(terms, 'lazada')).toMatchObject({ length: 84, tooLong: false })
  })

  it('a title one character over the channel limit is refused, at the limit it passes', () => {
    expect(checkTitle('a'.repeat(120), 'shopee').ok).toBe(true)
    expect(checkTitle('a'.repeat(121), 'shopee')).toMatchObject({ ok: false, tooLong: true, max: 120 })
  })

  it('finds forbidden words whole (sale, not wholesale) and Chinese absolute terms anywhere', () => {
    expect(forbiddenWordsIn('Summer SALE t-shirt', 'amazon')).toEqual(['sale'])
    expect(forbiddenWordsIn('Wholesale cotton t-shirt', 'amazon')).toEqual([])
    expect(forbiddenWordsIn('Ｆｒｅｅ Ｓｈｉｐｐｉｎｇ tee', 'lazada')).toEqual(['free shipping'])
    expect(checkTitle('全网最便宜的T恤', 'custom')).toMatchObject({ ok: false, forbidden: ['最便宜'] })
    expect(checkKeyword('cotton tee', 'amazon').ok).toBe(true)
  })

  it('folds case and width so duplicate keywords merge', () => {
    expect(keywordKey('Ｔ恤  Cotton')).toBe(keywordKey('t恤 cotton'))
    expect(keywordKey('ＡＢＣ')).toBe('abc')
  })
})
