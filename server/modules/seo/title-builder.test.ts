// Titles built from a pattern: the channel's language, its length limit, no forbidden words,
// keywords added while they fit and never repeated.
import { describe, expect, it } from 'vitest'
import { checkTitle } from '../../../src/contract/channel-text-check'
import type { GoodsFacts } from './goods-facts'
import { buildTitle, cutTo } from './title-builder'

const facts = (over: Partial<GoodsFacts> = {}): GoodsFacts => ({
  goodsId: 'g1',
  goodsNo: 'G-1',
  title: '猫咪宇航员 经典圆领T恤 Classic crew tee',
  model: '经典圆领T恤 Classic crew tee',
  category: 'T恤 T-shirts',
  design: '猫咪宇航员 Cat astronaut',
  designTags: ['cat'],
  colours: [{ zh: '白色', en: 'White' }],
  sizes: ['S', 'M'],
  material: '100% cotton',
  brand: 'Moonpaw',
  keywords: [
    { keyword: 'cat lover gift', language: 'en', channel: 'amazon', goodsCount: 5 },
    { keyword: 'space tee', language: 'en', channel: 'all', goodsCount: 9 },
    { keyword: 'free shipping', language: 'en', channel: 'all', goodsCount: 1 },
    { keyword: '猫咪T恤', language: 'zh', channel: 'all', goodsCount: 3 },
  ],
  ...over,
})

describe('title builder', () => {
  it('fills the pattern in the channel language with the channel’s own keywords first', () => {
    expect(buildTitle('{brand} {design} {model} {colour} {keywords}', facts(), 'amazon')).toBe(
      'Moonpaw Cat astronaut Classic crew tee White cat lover gift space tee',
    )
    expect(buildTitle('{design} {model} {keywords}', facts(), 'custom')).toBe('猫咪宇航员 经典圆领T恤 猫咪T恤')
  })

  it('leaves out forbidden words and words already in the title', () => {
    const title = buildTitle('{design} Cat tee {keywords}', facts({ brand: '' }), 'lazada')
    expect(title).toBe('Cat astronaut tee space tee')
    expect(checkTitle(title, 'lazada').ok).toBe(true)
  })

  it('stays within the channel limit, adding keywords only while they fit', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      keyword: `word${i} extra`,
      language: 'en',
      channel: 'all',
      goodsCount: 1,
    }))
    for (const channel of ['shopee', 'cd', 'amazon', 'custom'] as const) {
      const title = buildTitle('{brand} {design} {model} {keywords}', facts({ keywords: many }), channel)
      expect(checkTitle(title, channel).ok).toBe(true)
    }
  })

  it('cuts a long text at a word boundary', () => {
    expect(cutTo('alpha beta gamma delta', 12)).toBe('alpha beta')
  })
})
