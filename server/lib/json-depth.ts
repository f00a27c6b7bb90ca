// Bounds how deeply a request's JSON may nest, checked on the raw text before JSON.parse runs:
// a 14 KB body of 6,870 "[" crashed recursive walkers with a stack overflow, and a 1 MB one kept
// the event loop busy for most of a second. No request of the console nests deeper than a few
// levels (a batch of list requests with filters is the deepest, ~5), so 32 is ample.
export const MAX_JSON_DEPTH = 32

const OPEN_OBJECT = 0x7b // {
const OPEN_ARRAY = 0x5b // [
const CLOSE_OBJECT = 0x7d // }
const CLOSE_ARRAY = 0x5d // ]
const QUOTE = 0x22 // "
const BACKSLASH = 0x5c // \

/**
 * The deepest nesting of objects and arrays in a JSON text, stopping as soon as it passes `limit`
 * (so the answer is at most limit + 1). One linear pass; brackets inside strings do not count.
 * Malformed text is left for JSON.parse to refuse.
 */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--
  }
  return deepest
}
