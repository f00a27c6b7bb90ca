// Shop credentials are encrypted at rest with AES-256-GCM. The key comes from CREDENTIALS_KEY
// (32 bytes, base64) or, for the embedded default, from `credentials.key` in the data folder,
// made on first use (mode 600). It is never logged and never leaves the server.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const keys = new Map<string, Buffer>()

export function credentialsKey(dataDir: string, fromEnv = process.env.CREDENTIALS_KEY): Buffer {
  if (fromEnv) {
    const key = Buffer.from(fromEnv, 'base64')
    if (key.length !== 32) throw new Error('CREDENTIALS_KEY must be 32 bytes, base64-encoded')
    return key
  }
  const known = keys.get(dataDir)
  if (known) return known
  const file = path.join(dataDir, 'credentials.key')
  let key: Buffer
  try {
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
  } catch {
    mkdirSync(dataDir, { recursive: true })
    key = randomBytes(32)
    // 'wx': two instances starting together never overwrite each other's key.
    try {
      writeFileSync(file, key.toString('base64'), { mode: 0o600, flag: 'wx' })
    } catch {
      key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')
    }
  }
  keys.set(dataDir, key)
  return key
}

export function seal(key: Buffer, value: unknown): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const data = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')
}

export function unseal<T>(key: Buffer, sealed: string): T {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !data) throw new Error('sealed credentials are damaged')
  const decipher = createDecipheriv('aes-256-gcm', key, iv)
  decipher.setAuthTag(tag)
  return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')) as T
}
