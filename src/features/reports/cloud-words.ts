// Shapes the tag cloud of SPEC.md §9: font size 8–32 by weight (square-root scale, so a few
// best-sellers do not flatten the rest) and a rotation of 0, 90 or 270 degrees, stable per word.
export const CLOUD_FONT_MIN = 8
export const CLOUD_FONT_MAX = 32
export const CLOUD_ROTATIONS = [0, 90, 270] as const

export interface CloudWord {
  text: string
  size: number
  rotate: (typeof CLOUD_ROTATIONS)[number]
}

/** A small stable hash, so a word keeps its rotation between renders and reloads. */
function hash(text: string): number {
  let value = 0
  for (let i = 0; i < text.length; i++) value = (value * 31 + text.charCodeAt(i)) | 0
  return Math.abs(value)
}

export function cloudWords(words: { text: string; weight: number }[]): CloudWord[] {
  if (words.length === 0) return []
  const weights = words.map((word) => Math.sqrt(Math.max(0, word.weight)))
  const low = Math.min(...weights)
  const high = Math.max(...weights)
  return words.map((word, index) => {
    const share = high === low ? 1 : ((weights[index] ?? low) - low) / (high - low)
    // Two words in three stay horizontal: a cloud of mostly turned words is hard to read.
    const pick = hash(word.text) % 6
    const rotate = pick < 4 ? 0 : pick === 4 ? 90 : 270
    return { text: word.text, size: Math.round(CLOUD_FONT_MIN + share * (CLOUD_FONT_MAX - CLOUD_FONT_MIN)), rotate }
  })
}
