import { describe, expect, it } from 'vitest'
import { CLOUD_FONT_MAX, CLOUD_FONT_MIN, CLOUD_ROTATIONS, cloudWords } from './cloud-words'

describe('tag cloud words (SPEC.md §9)', () => {
  const words = Array.from({ length: 40 }, (_, i) => ({ text: `Goods ${i}`, weight: (40 - i) ** 2 }))

  it('sizes words from 8 to 32 by weight, heaviest largest', () => {
    const shaped = cloudWords(words)
    expect(shaped[0]!.size).toBe(CLOUD_FONT_MAX)
    expect(shaped.at(-1)!.size).toBe(CLOUD_FONT_MIN)
    for (const word of shaped) {
      expect(word.size).toBeGreaterThanOrEqual(8)
      expect(word.size).toBeLessThanOrEqual(32)
    }
    const sizes = shaped.map((word) => word.size)
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes)
  })

  it('turns words only by 0, 90 or 270 degrees, the same way every time, mostly upright', () => {
    const first = cloudWords(words)
    expect(cloudWords(words)).toEqual(first)
    expect(first.every((word) => (CLOUD_ROTATIONS as readonly number[]).includes(word.rotate))).toBe(true)
    expect(first.filter((word) => word.rotate === 0).length).toBeGreaterThan(words.length / 2)
    expect(new Set(first.map((word) => word.rotate)).size).toBeGreaterThan(1)
  })

  it('gives equal weights the largest size and an empty list nothing', () => {
    expect(
      cloudWords([
        { text: 'a', weight: 3 },
        { text: 'b', weight: 3 },
      ]).map((w) => w.size),
    ).toEqual([32, 32])
    expect(cloudWords([])).toEqual([])
  })
})
