// Colour codes inside demo SKUs, so every colour and size of a product has its own SKU (black S is
// PM-001-BLK-S, navy S is PM-001-NVY-S), as a seller's own catalogue would.
const COLOUR_CODES: Record<string, string> = {
  '#FFFFFF': 'WHT',
  '#000000': 'BLK',
  '#808080': 'GRY',
  '#000080': 'NVY',
  '#0000FF': 'BLU',
  '#FF0000': 'RED',
  '#800020': 'BUR',
  '#FFC0CB': 'PNK',
  '#F5F5DC': 'BEI',
  '#008000': 'GRN',
  '#556B2F': 'OLV',
  '#87CEEB': 'SKY',
  '#C3B091': 'KHA',
}

/** A short code of a colour; a colour without one keeps its six hex digits, still unique. */
export function colourCode(hex: string): string {
  return COLOUR_CODES[hex.toUpperCase()] ?? hex.replace('#', '').toUpperCase()
}

/** The same as SQL over a column holding a hex colour. */
export function colourCodeSql(column: string): string {
  const cases = Object.entries(COLOUR_CODES)
    .map(([hex, code]) => `when '${hex}' then '${code}'`)
    .join(' ')
  return `(case upper(${column}) ${cases} else upper(replace(${column}, '#', '')) end)`
}
