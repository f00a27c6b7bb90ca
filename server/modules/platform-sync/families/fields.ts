// Field readers the payload families share: money as decimal text or number → minor units,
// times as ISO text or epoch seconds → Date, and the status word lookup.
import { z } from 'zod'
import type { StatusWords } from '../connector'

const text = (max: number) => z.string().trim().min(1).max(max)
export const name = text(200)
export const shortText = z.string().trim().max(200)
export const code = text(64)
export const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/)
  .transform((value) => value.toUpperCase())
export const currency = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .transform((value) => value.toUpperCase())
export const quantity = z.number().int().min(1).max(10_000)
export const minorInt = z.number().int().min(0).max(1e12)

/** "12.50" or 12.5 → 1250 (two decimals; more are refused rather than rounded away). */
export const decimalMoney = z.union([z.string().trim(), z.number()]).transform((value, ctx) => {
  const textValue = typeof value === 'number' ? value.toFixed(2) : value
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(textValue)) {
    ctx.addIssue({ code: 'custom', message: `not an amount: ${String(value).slice(0, 20)}` })
    return z.NEVER
  }
  const [whole, fraction = ''] = textValue.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
})

export const isoTime = z.iso.datetime({ offset: true }).transform((value) => new Date(value))
export const epochSeconds = z
  .number()
  .int()
  .min(0)
  .max(32503680000)
  .transform((value) => new Date(value * 1000))

export const statusOf = (words: StatusWords) =>
  z.string().transform((word, ctx) => {
    const status = words[word]
    if (!status) {
      ctx.addIssue({ code: 'custom', message: `unknown status "${word.slice(0, 40)}"` })
      return z.NEVER
    }
    return status
  })

/** A readable reason from a zod error: the first issue with its path. */
export function issueText(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  const path = issue.path.join('.')
  return path ? `${path}: ${issue.message}` : issue.message
}

export const windowIso = (date: Date) => date.toISOString()
export const windowEpoch = (date: Date) => String(Math.floor(date.getTime() / 1000))

/** The connector's base URL joined with a channel path (the base may carry a path prefix). */
export function joinUrl(baseUrl: string, path: string): URL {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`
  return new URL(path.replace(/^\//, ''), base)
}
