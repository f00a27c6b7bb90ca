// New row ids: ULIDs (time-ordered, 26 chars), so ids sort by creation and index well.
import { randomBytes } from 'node:crypto'

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function newId(now = Date.now()): string {
  let time = ''
  let rest = now
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[rest % 32] + time
    rest = Math.floor(rest / 32)
  }
  let random = ''
  for (const byte of randomBytes(16)) random += ALPHABET[byte % 32]
  return time + random
}
