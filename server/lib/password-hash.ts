// Password hashing with scrypt from node:crypto at OWASP's parameters (N=2^17, r=8, p=1).
// The parameters travel inside the stored hash, so they can be raised later without breaking
// existing passwords.
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

export const OWASP_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const
let PARAMS: { N: number; r: number; p: number } = OWASP_PARAMS
const KEY_LENGTH = 32

/**
 * Test suites hash hundreds of passwords; at OWASP cost each takes ~0.4 s. They call this to
 * hash new passwords cheaply. Verification always uses the parameters stored in the hash, so
 * the code path is the same. Production code never calls it.
 */
export function cheapenHashesForTests() {
  PARAMS = { N: 2 ** 12, r: 8, p: 1 }
}

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  // maxmem must exceed 128·N·r bytes (128 MiB at these parameters).
  const maxmem = 256 * (options.N ?? 1) * (options.r ?? 8) + 1024 * 1024
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, PARAMS, KEY_LENGTH)
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  )
  return timingSafeEqual(actual, expected)
}

/**
 * A hash of a random password: checking an unknown username against it costs the same time as
 * checking a real account, so response times do not reveal which usernames exist.
 */
let dummyHash: Promise<string> | undefined
export const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}
