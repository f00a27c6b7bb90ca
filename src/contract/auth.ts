// Request schemas of the Auth calls (SPEC.md §7), shared by the forms and the server.
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants'

const phonePattern = new RegExp(`^1\\d{${PHONE_DIGITS - 1}}$`)

export const phoneSchema = z.string().trim().regex(phonePattern)
export const passwordSchema = z.string().min(PASSWORD_MIN_LENGTH).max(128)
export const smsCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/)

export const loginSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** Two-step code, required only for accounts with two-step sign-in on. */
  code: z.string().trim().max(6).optional(),
})

export const changePasswordSchema = z.object({
  oldPassword: z.string().trim().min(1).max(128),
  newPassword: passwordSchema.refine((value) => value.trim().length > 0),
})

export const smsPurposeSchema = z.enum(['register', 'bind', 'login'])
export const smsRequestSchema = z.object({
  phone: phoneSchema,
  purpose: smsPurposeSchema.default('register'),
})

export const twoStepRequestSchema = z.object({
  username: z.string().trim().min(1).max(64),
})

export const registerSchema = z.object({
  phone: phoneSchema,
  password: passwordSchema,
  smsCode: smsCodeSchema,
  /** Display name of the new distributor; defaults to the phone number. */
  name: z.string().trim().min(1).max(64).optional(),
})

export const bindSchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  /** The distributor's invitation code. */
  inviteCode: z.string().trim().min(4).max(32),
})

export const distributorUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(64),
    contactName: z.string().trim().max(64),
    contactPhone: phoneSchema,
    address: z.string().trim().max(256),
    avatar: z.string().trim().max(512),
  })
  .partial()
  .refine((value) => Object.keys(value).length > 0)
