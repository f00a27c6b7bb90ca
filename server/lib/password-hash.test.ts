import { describe, expect, it } from 'vitest'
import { hashPassword, OWASP_PARAMS, verifyPassword } from './password-hash'

describe('password hashing', () => {
  it('uses scrypt at the OWASP parameters, with a random salt', async () => {
    const first = await hashPassword('demo1234')
    const second = await hashPassword('demo1234')
    expect(first).toMatch(new RegExp(`^scrypt\\$${OWASP_PARAMS.N}\\$8\\$1\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`))
    expect(first).not.toBe(second)
  })

  it('accepts the right password only', async () => {
    const stored = await hashPassword('Corr3ct-horse')
    expect(await verifyPassword('Corr3ct-horse', stored)).toBe(true)
    expect(await verifyPassword('corr3ct-horse', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('refuses malformed or foreign hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$16384$8$1$salt']) {
      expect(await verifyPassword('x', stored)).toBe(false)
    }
  })
})
