// Garment size ordering of SPEC.md §9: numeric sizes 33..53, then S, M, L, XL, XXL … XXXXXXL,
// then 2XL..6XL; any other size sorts after all of these.

const NUMERIC_SIZES = Array.from({ length: 53 - 33 + 1 }, (_, i) => String(33 + i))
const LETTER_SIZES = ['S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL', 'XXXXXL', 'XXXXXXL']
const NUMBERED_X_SIZES = ['2XL', '3XL', '4XL', '5XL', '6XL']

const RANK = new Map([...NUMERIC_SIZES, ...LETTER_SIZES, ...NUMBERED_X_SIZES].map((size, index) => [size, index]))
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })

function rankOf(size: string): number | undefined {
  return RANK.get(size.trim().toUpperCase())
}

export function compareSizes(a: string, b: string): number {
  const rankA = rankOf(a)
  const rankB = rankOf(b)
  if (rankA !== undefined && rankB !== undefined) return rankA - rankB
  if (rankA !== undefined) return -1
  if (rankB !== undefined) return 1
  // Unknown sizes keep a stable, natural order among themselves ("54" before "60").
  return collator.compare(a, b)
}

/** A sorted copy; the input is left as it was. */
export function sortSizes<T extends string>(sizes: readonly T[]): T[] {
  return [...sizes].sort(compareSizes)
}
