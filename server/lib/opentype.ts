// opentype.js's parse from whichever build was loaded (see server/types/opentype.d.ts): the design
// renderer draws with it and the font upload proves a file is a font with it.
import type { Font } from 'opentype.js'
import * as opentype from 'opentype.js'

/** Parses TTF, OTF or WOFF (not WOFF2); throws when the bytes are not a font it can read. */
export function parseFont(body: Buffer): Font {
  const parse = opentype.parse ?? opentype.default?.parse
  if (!parse) throw new Error('opentype.js has no parse')
  return parse(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer)
}
