// Small parsers for URL search params. Every route's `validateSearch` is in the first page's bundle
// (the route tree is), so parsing search params with zod put all of zod (≈ 87 KiB minified) and the
// contract schemas on the first screen (DESIGN.md §9). These do the same checks the zod schemas
// did — a value that is not valid gives `undefined` — in a few lines. Forms and the server keep zod.
//
// Each parser mirrors one zod chain exactly (noted beside it), so the URLs that worked still work.

/** A parser gives the value it accepts, or `undefined` when the value is not valid. */
export type SearchParser<T> = (value: unknown) => T | undefined

/** The typed search a shape of parsers stands for: every key optional. */
export type SearchOf<S extends Record<string, SearchParser<unknown>>> = {
  [K in keyof S]?: S[K] extends SearchParser<infer T> ? T : never
}

interface TextOptions {
  /** Longest accepted length, counted after trimming (zod checks in order: trim, then max). */
  max: number
  min?: number
  /** Exact length (zod `.length(n)`). */
  length?: number
  /** Trims white space first (default true: `z.string().trim()`). */
  trim?: boolean
}

/** `z.string().trim().min(min).max(max)`: strings only (a number is retried as text by the lists). */
export function text({ max, min = 0, length, trim = true }: TextOptions): SearchParser<string> {
  return (value) => {
    if (typeof value !== 'string') return undefined
    const result = trim ? value.trim() : value
    if (result.length < min || result.length > max) return undefined
    if (length !== undefined && result.length !== length) return undefined
    return result
  }
}

/** `z.coerce.string()`: anything becomes text (a hand-typed ?username=138… arrives as a number). */
export const anyText: SearchParser<string> = (value) => (value === undefined ? undefined : String(value))

interface IntOptions {
  min?: number
  max?: number
  /** Only these values (zod `.refine(v => list.includes(v))`). */
  oneOf?: readonly number[]
}

/** `z.coerce.number().int().min(min).max(max)`: `Number(value)`, as zod's coercion does. */
export function int({ min, max, oneOf }: IntOptions = {}): SearchParser<number> {
  return (value) => {
    const result = Number(value)
    if (!Number.isInteger(result)) return undefined
    if ((min !== undefined && result < min) || (max !== undefined && result > max)) return undefined
    if (oneOf && !oneOf.includes(result)) return undefined
    return result
  }
}

/** `z.enum(values)`: exactly one of the given strings. */
export function oneOf<const T extends string>(values: readonly T[]): SearchParser<T> {
  return (value) => (values.includes(value as T) ? (value as T) : undefined)
}

/** `z.boolean()` that also reads "true"/"false" typed in a URL (`z.preprocess` in the comment list). */
export const bool: SearchParser<boolean> = (value) => {
  if (value === 'true') return true
  if (value === 'false') return false
  return typeof value === 'boolean' ? value : undefined
}

/** `z.coerce.boolean()`: JavaScript truthiness, as zod's coercion (so "false" is true). */
export const truthy: SearchParser<boolean> = (value) => Boolean(value)

// zod 4's `z.iso.date()` pattern: a real calendar day, yyyy-mm-dd (29 February only in leap years).
const ISO_DATE =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/

/** `z.iso.date()`: a calendar day yyyy-mm-dd. */
export const isoDate: SearchParser<string> = (value) =>
  typeof value === 'string' && ISO_DATE.test(value) ? value : undefined

/** `z.string().regex(/^\d{4}-\d{2}-\d{2}$/)`: the looser date shape the material lists accept. */
export const dateShape: SearchParser<string> = (value) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined

/** Sort directions of SPEC.md §3 (`sortOrderSchema` of the contract). */
const SORT_ORDERS = ['ascend', 'descend'] as const
export const sortOrder = oneOf(SORT_ORDERS)

/**
 * Parses each key of a shape on its own; an invalid value reads as absent (zod's
 * `.optional().catch(undefined)` on every field), unknown keys are dropped (zod's object strips them).
 * An invalid value is answered as an explicit `undefined`, not left out: the router lays the parsed
 * search over the URL's raw params, so a key left out kept its raw value (`?channel=ebay` reached
 * the AI content screen, which has no rules for it, and crashed it). URLs never carry an undefined.
 */
export function parseSearch<S extends Record<string, SearchParser<unknown>>>(
  shape: S,
  raw: Record<string, unknown>,
): SearchOf<S> {
  const result: Record<string, unknown> = {}
  for (const key of Object.keys(shape)) {
    if (raw[key] === undefined) continue
    result[key] = shape[key]!(raw[key])
  }
  return result as SearchOf<S>
}
