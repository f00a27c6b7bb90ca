// Short-lived signed tokens: a JSON payload with its expiry, base64url, and an HMAC-SHA256 over it
// with a server secret and a purpose (so a token made for one use is refused by another). Any
// instance sharing the secret checks them, no table needed: the Lazada authorisation `state` and
// the export download link.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const mac = (key: Buffer, purpose: string, text: string) =>
  createHmac('sha256', key).update(`${purpose}:${text}`).digest('base64url')

export function signToken<T extends object>(key: Buffer, purpose: string, payload: T, ttlMs: number, now = Date.now()) {
  const text = Buffer.from(
    JSON.stringify({ ...payload, exp: now + ttlMs, nonce: randomBytes(8).toString('hex') }),
  ).toString('base64url')
  return `${text}.${mac(key, purpose, text)}`
}

/** The payload of a token this server signed for `purpose` and that has not expired; else null. */
export function readToken<T extends object>(
  key: Buffer,
  purpose: string,
  token: string,
  now = Date.now(),
): (T & { exp: number; nonce: string }) | null {
  const [text, signature] = token.split('.')
  if (!text || !signature) return null
  const expected = Buffer.from(mac(key, purpose, text))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  try {
    const payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as T & { exp: number; nonce: string }
    return typeof payload.exp === 'number' && payload.exp > now ? payload : null
  } catch {
    return null
  }
}
