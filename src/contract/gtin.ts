// GS1 identification keys for product codes: EAN-8, UPC-A (GTIN-12), EAN-13 (GTIN-13) and
// GTIN-14, their mod-10 check digit (GS1 General Specifications §7.9.1) and why a code is refused.

export const GTIN_KINDS = ['ean8', 'upca', 'ean13', 'gtin14'] as const
export type GtinKind = (typeof GTIN_KINDS)[number]

const KIND_BY_LENGTH: Record<number, GtinKind> = { 8: 'ean8', 12: 'upca', 13: 'ean13', 14: 'gtin14' }

export type GtinProblem = 'empty' | 'notDigits' | 'badLength' | 'badCheckDigit' | 'restricted'

/** The check digit for the digits before it: weights 3, 1, 3, … from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48
    sum += digit * (i % 2 === 0 ? 3 : 1)
  }
  return (10 - (sum % 10)) % 10
}

export type GtinResult =
  | { ok: true; code: string; kind: GtinKind; gtin14: string }
  | { ok: false; problem: GtinProblem; expected?: number }

/**
 * Reads a code as a spreadsheet gives it: spaces and hyphens between digit groups are dropped.
 * Restricted-circulation numbers (EAN-13 prefixes 20–29, UPC-A number systems 2 and 4) are for
 * in-store use only and no marketplace accepts them as a product's GTIN.
 */
export function parseGtin(raw: string): GtinResult {
  const code = raw.replace(/[\s-]/g, '')
  if (code === '') return { ok: false, problem: 'empty' }
  if (!/^\d+$/.test(code)) return { ok: false, problem: 'notDigits' }
  const kind = KIND_BY_LENGTH[code.length]
  if (!kind) return { ok: false, problem: 'badLength' }
  const expected = gtinCheckDigit(code.slice(0, -1))
  if (Number(code.at(-1)) !== expected) return { ok: false, problem: 'badCheckDigit', expected }
  const gtin14 = code.padStart(14, '0')
  const restricted =
    (kind === 'ean13' && /^2/.test(code)) || (kind === 'upca' && /^[24]/.test(code)) || /^0{13}/.test(gtin14)
  if (restricted) return { ok: false, problem: 'restricted' }
  return { ok: true, code, kind, gtin14 }
}

/** Completes a body (one digit short) with its check digit: for tests and demo data. */
export const withCheckDigit = (body: string) => `${body}${gtinCheckDigit(body)}`
