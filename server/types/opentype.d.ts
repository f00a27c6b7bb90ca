// The part of opentype.js 2.0.0 the design renderer uses (the package ships no types, and
// @types/opentype.js describes 1.x).
declare module 'opentype.js' {
  export interface Path {
    toPathData(options?: { decimalPlaces?: number; flipY?: boolean }): string
    getBoundingBox(): { x1: number; y1: number; x2: number; y2: number }
  }
  export interface Glyph {
    /** 0 is .notdef: the font has no glyph for the character. */
    index: number
    advanceWidth?: number
    getPath(x: number, y: number, fontSize: number): Path
  }
  export interface Font {
    unitsPerEm: number
    ascender: number
    descender: number
    names: Record<string, Record<string, string> | undefined>
    /** How many glyphs the font holds (the upload refuses a font with none). */
    numGlyphs: number
    charToGlyph(character: string): Glyph
  }
  // The ESM build (what Vite's module runner loads) exports `parse`; the CommonJS build (what Node
  // loads from `main`) only a default object. server/modules/designs/fonts.ts takes either.
  export function parse(buffer: ArrayBuffer): Font
  const opentype: { parse(buffer: ArrayBuffer): Font } | undefined
  export default opentype
}
