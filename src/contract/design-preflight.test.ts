// The preflight rules a seller relies on before a design goes to print.
import { describe, expect, it } from 'vitest'
import {
  blockingIssues,
  boundsOf,
  effectiveDpi,
  MISSING_SHOWN,
  placementOf,
  preflightDesign,
  preflightSide,
} from './design-preflight'
import { DPI_REFUSE, DPI_WARN, type ImageElement, printResolution, type TextElement } from './designs'

const AREA = { width: 300, height: 400 }
const common = { rotation: 0, flipX: false, flipY: false, locked: false, hidden: false }
/** A 1,200 px square image printed `mm` wide at (x, y). */
const image = (id: string, mm: number, x = 10, y = 10, extra: Partial<ImageElement> = {}): ImageElement => ({
  id,
  kind: 'image',
  materialId: 'm1',
  pixelWidth: 1200,
  pixelHeight: 1200,
  x,
  y,
  width: mm,
  height: mm,
  ...common,
  ...extra,
})
const text = (id: string, pt: number, extra: Partial<TextElement> = {}): TextElement => ({
  id,
  kind: 'text',
  text: 'Hello',
  fontId: null,
  fontSize: pt,
  fill: '#000000',
  align: 'left',
  letterSpacing: 0,
  x: 20,
  y: 20,
  width: 60,
  height: 20,
  ...common,
  ...extra,
})
const codes = (issues: { code: string }[]) => issues.map((one) => one.code)

describe('effective DPI', () => {
  it('is pixels per printed inch, judged by the worse direction when stretched', () => {
    expect(effectiveDpi(image('a', 25.4 * 4))).toBe(300) // 1,200 px over 4 in
    expect(effectiveDpi({ pixelWidth: 1200, pixelHeight: 1200, width: 101.6, height: 203.2 })).toBe(150)
  })

  it('warns under 150 and refuses under 100, and says the DPI', () => {
    const ok = preflightSide({ sideId: 's', elements: [image('a', 25.4 * 8)] }, AREA) // exactly 150
    expect(codes(ok)).toEqual([])
    const low = preflightSide({ sideId: 's', elements: [image('a', 25.4 * 9)] }, AREA) // 133
    expect(low).toEqual([{ code: 'dpi-low', severity: 'warning', sideId: 's', elementId: 'a', dpi: 133 }])
    const refused = preflightSide({ sideId: 's', elements: [image('a', 25.4 * 12.5, 0, 0)] }, AREA) // 96
    expect(refused).toContainEqual(expect.objectContaining({ code: 'dpi-refused', severity: 'error', dpi: 96 }))
    expect(DPI_WARN).toBe(150)
    expect(DPI_REFUSE).toBe(100)
  })
})

describe('placement', () => {
  it('a rotated element takes the room of its turned box', () => {
    const box = boundsOf({ x: 0, y: 0, width: 100, height: 20, rotation: 90 })
    expect(box.left).toBeCloseTo(40)
    expect(box.right).toBeCloseTo(60)
    expect(box.top).toBeCloseTo(-40)
  })

  it('inside, partly outside (warned) and wholly outside (warned, does not print)', () => {
    expect(placementOf(image('a', 100, 0, 0), AREA)).toBe('inside')
    expect(placementOf(image('a', 100, 250, 0), AREA)).toBe('partly')
    expect(placementOf(image('a', 100, 310, 0), AREA)).toBe('outside')
    // Half a millimetre over the edge is rounding, not a problem.
    expect(placementOf(image('a', 100, 200.4, 0), AREA)).toBe('inside')
    const issues = preflightSide({ sideId: 's', elements: [image('a', 100, 250, 0), image('b', 50, 500, 0)] }, AREA)
    expect(codes(issues)).toEqual(['outside', 'off-area'])
  })

  it('a rotation can push a fitting element over the edge', () => {
    expect(placementOf(image('a', 290, 5, 5), AREA)).toBe('inside')
    expect(placementOf(image('a', 290, 5, 5, { rotation: 45 }), AREA)).toBe('partly')
  })
})

describe('text', () => {
  it('text under 6 pt is flagged with its size', () => {
    expect(codes(preflightSide({ sideId: 's', elements: [text('t', 6)] }, AREA))).toEqual([])
    expect(preflightSide({ sideId: 's', elements: [text('t', 5.5)] }, AREA)).toEqual([
      { code: 'text-small', severity: 'warning', sideId: 's', elementId: 't', pt: 5.5 },
    ])
  })

  // A font that draws Latin letters only, as the built-in sans; a Chinese one for id 'cjk'.
  const glyphs = (fontId: string | null, value: string) =>
    fontId === 'unknown'
      ? null
      : [...new Set([...value].filter((c) => c.trim() && (fontId === 'cjk' ? false : c.charCodeAt(0) > 0x2ff)))]

  it('text its font cannot draw is an error naming the characters (the save would be refused)', () => {
    const side = { sideId: 's', elements: [text('t', 12, { text: '你的文字 Tee 你' })] }
    const issues = preflightSide(side, AREA, glyphs)
    expect(issues).toEqual([
      { code: 'glyphs-missing', severity: 'error', sideId: 's', elementId: 't', characters: ['你', '的', '文', '字'] },
    ])
    expect(blockingIssues(issues)).toHaveLength(1)
    // In a font that has them, or one not known yet: nothing to say; hidden (not printed): only that the side prints nothing.
    expect(
      preflightSide({ sideId: 's', elements: [text('t', 12, { text: '你的文字', fontId: 'cjk' })] }, AREA, glyphs),
    ).toEqual([])
    expect(
      preflightSide({ sideId: 's', elements: [text('t', 12, { text: '你', fontId: 'unknown' })] }, AREA, glyphs),
    ).toEqual([])
    expect(
      codes(preflightSide({ sideId: 's', elements: [text('t', 12, { text: '你', hidden: true })] }, AREA, glyphs)),
    ).toEqual(['side-blank'])
    // Without the fonts' answers (the server checks the glyphs itself), no glyph rule at all.
    expect(preflightSide(side, AREA)).toEqual([])
  })

  it('names at most MISSING_SHOWN characters, beside a small-text warning', () => {
    const many = '一二三四五六七八九十百千万亿'
    const issues = preflightSide({ sideId: 's', elements: [text('t', 5, { text: many })] }, AREA, glyphs)
    expect(codes(issues)).toEqual(['glyphs-missing', 'text-small'])
    expect(issues[0]!.characters).toEqual([...many].slice(0, MISSING_SHOWN))
  })
})

describe('empty and blank print areas', () => {
  const areas = new Map([
    ['front', AREA],
    ['back', AREA],
  ])

  it('a design that prints nothing is an error; hidden elements do not print', () => {
    expect(codes(preflightDesign([{ sideId: 'front', elements: [] }], areas))).toEqual(['design-empty'])
    const hidden = preflightDesign([{ sideId: 'front', elements: [image('a', 100, 0, 0, { hidden: true })] }], areas)
    expect(codes(hidden)).toEqual(['design-empty', 'side-blank'])
    expect(blockingIssues(hidden).map((one) => one.code)).toEqual(['design-empty'])
  })

  it('an empty side next to a printed one is fine; a side of only off-area elements is blank', () => {
    const issues = preflightDesign(
      [
        { sideId: 'front', elements: [image('a', 100, 0, 0)] },
        { sideId: 'back', elements: [] },
      ],
      areas,
    )
    expect(issues).toEqual([])
    const blank = preflightDesign(
      [
        { sideId: 'front', elements: [image('a', 100, 0, 0)] },
        { sideId: 'back', elements: [image('b', 50, 900, 900)] },
      ],
      areas,
    )
    expect(codes(blank)).toEqual(['off-area', 'side-blank'])
    expect(blockingIssues(blank)).toEqual([])
  })

  it('sides the areas do not know are left to the server to refuse', () => {
    expect(codes(preflightDesign([{ sideId: 'elsewhere', elements: [image('a', 10)] }], areas))).toEqual([
      'design-empty',
    ])
  })
})

describe('print resolution', () => {
  it('300 DPI for a T-shirt front; lower for a banner so the file stays bounded', () => {
    expect(printResolution({ width: 300, height: 400 })).toEqual({ dpi: 300, width: 3543, height: 4724 })
    const banner = printResolution({ width: 1300, height: 1500 })
    expect(banner.dpi).toBeLessThan(300)
    expect(banner.width * banner.height).toBeLessThanOrEqual(64_000_000)
  })
})

describe('batch placement rule', async () => {
  const { placeByRule } = await import('./design-batch')
  it('fit keeps the whole picture inside the margins, anchored', () => {
    const top = placeByRule({ width: 2000, height: 1000 }, AREA, {
      mode: 'fit',
      anchor: 'top',
      margin: 10,
      sides: 'first',
    })
    expect(top.box).toEqual({ x: 10, y: 10, width: 280, height: 140 })
    expect(top.dpi).toBe(181)
    expect(top.level).toBe('ok')
    const bottom = placeByRule({ width: 2000, height: 1000 }, AREA, {
      mode: 'fit',
      anchor: 'bottom',
      margin: 10,
      sides: 'first',
    })
    expect(bottom.box.y).toBe(250)
  })

  it('fill covers the area (edges cut) and is judged at that size', () => {
    const fill = placeByRule({ width: 1000, height: 1000 }, AREA, {
      mode: 'fill',
      anchor: 'center',
      margin: 0,
      sides: 'first',
    })
    expect(fill.box).toEqual({ x: -50, y: 0, width: 400, height: 400 })
    expect(fill.dpi).toBe(63)
    expect(fill.level).toBe('refused')
  })
})
