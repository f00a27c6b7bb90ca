import { describe, expect, it } from 'vitest'
import { fitText, labelStride, monotonePath, niceTicks, textWidth } from './scale'

describe('chart scale', () => {
  it('puts ticks on round numbers from zero to at least the largest value', () => {
    expect(niceTicks(944_546)).toEqual([0, 250_000, 500_000, 750_000, 1_000_000])
    expect(niceTicks(200)).toEqual([0, 50, 100, 150, 200])
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8])
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3])
    expect(niceTicks(0)).toEqual([0, 1])
  })

  it('draws a curve that passes through every point and stays flat at a peak', () => {
    const path = monotonePath([
      [0, 10],
      [10, 0],
      [20, 10],
    ])
    expect(path.startsWith('M0,10C')).toBe(true)
    expect(path.endsWith(',20,10')).toBe(true)
    // The middle point is a minimum: both control points next to it are level with it.
    expect(path).toContain(',6.666666666666666,0,10,0C13.333333333333334,0,')
    expect(monotonePath([[5, 5]])).toBe('M5,5')
    expect(monotonePath([])).toBe('')
  })

  it('skips labels that would overlap', () => {
    expect(labelStride(30, 1200, 40)).toBe(1)
    expect(labelStride(30, 300, 40)).toBe(4)
    expect(labelStride(0, 300, 40)).toBe(1)
  })
})

describe('axis text', () => {
  it('counts Chinese characters about twice as wide and cuts long names with an ellipsis', () => {
    expect(textWidth('Shop')).toBe(28)
    expect(textWidth('小店')).toBe(24)
    expect(fitText('Lazada 马来西亚旗舰店', 80)).toBe('Lazada 马来…')
    expect(fitText('Ozon', 80)).toBe('Ozon')
  })
})
