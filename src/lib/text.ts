// Display-width truncation (SPEC.md §5): a non-ASCII character (CJK, emoji, …) counts as width 2,
// so a Chinese and an English label of the same width fill about the same space.

function charWidth(char: string): number {
  return (char.codePointAt(0) ?? 0) > 0x7f ? 2 : 1
}

export function textWidth(text: string): number {
  let width = 0
  // for…of walks code points, so an emoji's surrogate pair is one character, not two.
  for (const char of text) width += charWidth(char)
  return width
}

/** Cuts `text` so that it, with the ellipsis, is at most `maxWidth` wide; short text is returned as is. */
export function truncateText(text: string, maxWidth: number, ellipsis = '…'): string {
  if (textWidth(text) <= maxWidth) return text
  const tailWidth = textWidth(ellipsis)
  // Too narrow for the ellipsis itself: give as much of the text as fits.
  const tail = tailWidth <= maxWidth ? ellipsis : ''
  const budget = maxWidth - (tail ? tailWidth : 0)
  let width = 0
  let cut = ''
  for (const char of text) {
    const next = width + charWidth(char)
    if (next > budget) break
    width = next
    cut += char
  }
  return cut + tail
}
