// The demo CJK font (server/db/demo-fonts, made by scripts/make-cjk-font.ts) and the tools that
// made it: the committed file reads with opentype.js (the server's outlines) and has every
// character of its set; cutting it again keeps each glyph's outline and advance exactly.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { demoCjkCharset, level1Hanzi } from '../../scripts/cjk-font/charset'
import { readSfnt, tableChecksum, writeSfnt } from '../../scripts/cjk-font/sfnt'
import { subsetTrueType } from '../../scripts/cjk-font/subset'
import { decodeWoff, encodeWoff } from '../../scripts/cjk-font/woff'
import { parseFont } from '../lib/opentype'
import { CJK_DEMO_FONT, demoFontFile } from './demo-fonts'

const file = readFileSync(demoFontFile(CJK_DEMO_FONT))
const font = parseFont(file)
const outline = (f: typeof font, character: string) => f.charToGlyph(character).getPath(0, 0, 100).toPathData({})

describe('demo CJK font', () => {
  it('has a glyph for every GB2312 level-1 hanzi, ASCII and the CJK punctuation it keeps', () => {
    const hanzi = level1Hanzi()
    expect(hanzi).toHaveLength(3755)
    const lacking = demoCjkCharset().filter(
      (codePoint) => font.charToGlyph(String.fromCodePoint(codePoint)).index === 0,
    )
    // Only characters of the set that WenQuanYi Micro Hei itself lacks (the script lists them).
    expect(lacking.filter((codePoint) => hanzi.includes(codePoint) || codePoint < 0x7f)).toEqual([])
    expect(lacking.length).toBeLessThan(40)
    expect(outline(font, '恤').length).toBeGreaterThan(50)
    // The font's own name can be typed in it (驿 is a level-2 character kept on purpose).
    for (const character of '文泉驿微米黑') expect(font.charToGlyph(character).index).not.toBe(0)
    // A level-2 character is not in it: the set is what the README says.
    expect(font.charToGlyph('龘').index).toBe(0)
  })

  it('is a WOFF whose sfnt checksums hold, small enough to seed and send to an editor', () => {
    const ttf = writeSfnt(decodeWoff(file))
    expect(tableChecksum(ttf)).toBe(0xb1b0afba)
    expect(file.length).toBeLessThan(512 * 1024)
  })

  it('cutting it to a few characters keeps their outlines and advances; the rest are left out', () => {
    const wanted = 'A中文。恤'
    const {
      font: cut,
      missing,
      glyphCount,
    } = subsetTrueType(
      readSfnt(file),
      [...`${wanted}龘`].map((c) => c.codePointAt(0)!),
    )
    expect(missing).toEqual(['龘'.codePointAt(0)])
    const small = encodeWoff(writeSfnt(cut))
    // Five characters' glyphs and their parts; the hinting programs and names stay (a few KiB).
    expect(glyphCount).toBeLessThan(30)
    expect(small.length).toBeLessThan(file.length / 20)
    const parsed = parseFont(small)
    expect(parsed.numGlyphs).toBe(glyphCount)
    for (const character of wanted) {
      expect(parsed.charToGlyph(character).index).not.toBe(0)
      expect(outline(parsed, character)).toBe(outline(font, character))
      expect(parsed.charToGlyph(character).advanceWidth).toBe(font.charToGlyph(character).advanceWidth)
    }
    expect(parsed.charToGlyph('B').index).toBe(0)
  })
})
