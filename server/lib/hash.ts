// Hashing helpers for secrets that are looked up (tokens, codes) and for request fingerprints.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** An opaque bearer token: 256 random bits, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** JSON with sorted keys, so two bodies that mean the same hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  if (Buffer.isBuffer(value)) return JSON.stringify(sha256(value.toString('base64')))
  return JSON.stringify(value) ?? 'null'
}
