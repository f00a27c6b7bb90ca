// The characters the demo CJK font keeps: ASCII and Latin-1, the CJK punctuation and full-width
// forms, and GB2312's symbols (rows 1–9: punctuation, full-width letters, kana, Greek, Cyrillic,
// box drawing) and its level-1 hanzi (rows 16–55: the 3,755 most used characters, ordered by
// pronunciation). Level 2 (3,008 rarer characters, ordered by radical)
// would nearly double the file for little; a seller who needs them uploads a full font.

const GBK = new TextDecoder('gbk', { fatal: true })

/** The character at GB2312 row `row`, cell `cell` (both 1–94); null for an empty cell. */
function gb2312(row: number, cell: number): number | null {
  let text: string
  try {
    text = GBK.decode(Uint8Array.of(0xa0 + row, 0xa0 + cell))
  } catch {
    return null
  }
  const codePoint = text.codePointAt(0)
  // GBK maps GB2312's empty cells to the private use area.
  if (codePoint === undefined || text.length !== 1 || (codePoint >= 0xe000 && codePoint <= 0xf8ff)) return null
  return codePoint
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

function gb2312Rows(first: number, last: number): number[] {
  const out: number[] = []
  for (let row = first; row <= last; row++)
    for (let cell = 1; cell <= 94; cell++) {
      const codePoint = gb2312(row, cell)
      if (codePoint !== null) out.push(codePoint)
    }
  return out
}

export const LEVEL_1_ROWS = [16, 55] as const

/**
 * Level-2 characters kept all the same: 驿 of the font's own name (文泉驿微米黑, which the seller
 * sees in the font list and may type), and those of the app's Chinese texts (浏 览器, 昵 称).
 */
export const EXTRA = '驿浏昵'

export function demoCjkCharset(): number[] {
  return [
    ...new Set([
      ...range(0x20, 0x7e),
      ...range(0xa0, 0xff),
      ...range(0x3000, 0x303f),
      ...range(0xff01, 0xff5e),
      ...gb2312Rows(1, 9),
      ...gb2312Rows(...LEVEL_1_ROWS),
      ...[...EXTRA].map((character) => character.codePointAt(0)!),
    ]),
  ].sort((a, b) => a - b)
}

/** GB2312's level-1 hanzi, for tests that check the font covers them. */
export const level1Hanzi = () => gb2312Rows(...LEVEL_1_ROWS)
