// Team management (/account/business) and account settings (/account/settings): the calls,
// their zod schemas and the rules both sides apply (SPEC.md §5, §6).
import { z } from 'zod'
import { passwordSchema, phoneSchema, smsCodeSchema } from './auth'
import { ACCOUNT_LOCALE_PATH } from './call-paths'
import { LOCALES, type Locale, THEME_COLOURS, type ViewSettings } from './constants'
import { isPasswordStrongEnough } from './password-strength'
import { ACTIONS, PERMISSION_KEYS } from './permissions'

export const TEAM_PATHS = {
  members: '/team/member/list',
  memberCreate: '/team/member/create',
  memberUpdate: '/team/member/update',
  memberStatus: '/team/member/status',
  memberPassword: '/team/member/password/reset',
  roles: '/team/role/list',
  roleSave: '/team/role/save',
  roleDelete: '/team/role/delete',
  profile: '/team/profile',
  profileUpdate: '/team/profile/update',
  avatar: '/team/profile/avatar',
  phone: '/team/profile/phone',
  preferences: '/team/preferences',
  viewSettings: '/team/preferences/view',
  notifications: '/team/preferences/notifications',
  /** POST: the language the account uses the console in (its SMS notices follow it). */
  locale: ACCOUNT_LOCALE_PATH,
  binding: '/team/binding',
} as const

const id = z.string().trim().min(1).max(64)
const version = z.number().int().min(1).optional()

/**
 * Length is checked here; strength ("password strength insufficient", SPEC.md §5) by
 * isPasswordStrongEnough on both sides, so the message names the rule rather than a zod issue.
 */
export const strongPasswordSchema = passwordSchema
export { isPasswordStrongEnough }

export const rolePermissionSchema = z.object({
  permissionId: z.enum(PERMISSION_KEYS),
  actions: z.array(z.enum(ACTIONS)).min(1).max(ACTIONS.length),
})

export const roleSaveSchema = z.object({
  /** Absent to create a role. */
  id: id.optional(),
  name: z.string().trim().min(1).max(32),
  permissions: z.array(rolePermissionSchema).max(PERMISSION_KEYS.length),
  version,
})
export type RoleSaveInput = z.input<typeof roleSaveSchema>

export const roleDeleteSchema = z.object({ id, version })

const username = z
  .string()
  .trim()
  .min(3)
  .max(32)
  .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/)
const personName = z.string().trim().min(1).max(64)
/** A member's phone is optional; when given it must be a valid mobile number (11 digits). */
const optionalPhone = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/)

export const memberCreateSchema = z.object({
  username,
  name: personName,
  phone: optionalPhone.default(''),
  roleId: id,
  password: strongPasswordSchema,
})
export type MemberCreateInput = z.input<typeof memberCreateSchema>

export const memberUpdateSchema = z.object({
  id,
  name: personName,
  phone: optionalPhone,
  roleId: id,
  version,
})
export type MemberUpdateInput = z.input<typeof memberUpdateSchema>

export const memberStatusSchema = z.object({ id, enabled: z.boolean(), version })
export const memberPasswordSchema = z.object({ id, password: strongPasswordSchema })

export const memberListSchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  keyword: z.string().trim().max(64).optional(),
  roleId: id.optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
})
export interface MemberListRequest {
  pageNo?: number
  pageSize?: number
  keyword?: string
  roleId?: string
  status?: 'enabled' | 'disabled'
}

export interface TeamRole {
  id: string
  name: string
  permissions: { permissionId: (typeof PERMISSION_KEYS)[number]; actions: (typeof ACTIONS)[number][] }[]
  /** The owner's role: always every permission, never edited or deleted. */
  owner: boolean
  memberCount: number
  /** The caller holds every permission of this role, so may edit it and give it to members. */
  manageable: boolean
  version: number
  updatedAt: string
}

export interface TeamMember {
  id: string
  username: string
  name: string
  phone: string
  avatar: string
  roleId: string
  roleName: string
  enabled: boolean
  /** The member is the caller. */
  self: boolean
  manageable: boolean
  version: number
  createdAt: string
  updatedAt: string
}

// ---- Settings -------------------------------------------------------------------------------

export const profileUpdateSchema = z.object({ name: personName, version })

export const phoneChangeSchema = z.object({ phone: phoneSchema, smsCode: smsCodeSchema })

export interface Profile {
  id: string
  username: string
  name: string
  phone: string
  avatar: string
  type: number
  roleName: string
  owner: boolean
  version: number
}

export const viewSettingsSchema = z.object({
  sidebar: z.boolean(),
  theme: z.enum(['dark', 'light']),
  layout: z.enum(['topmenu', 'sidemenu']),
  contentWidth: z.enum(['fluid', 'fixed']),
  fixedHeader: z.boolean(),
  fixSiderbar: z.boolean(),
  autoHideHeader: z.boolean(),
  color: z.enum(THEME_COLOURS),
  weak: z.boolean(),
  multiTab: z.boolean(),
})

export const NOTIFICATION_EVENTS = [
  'newOrder',
  'refundRequest',
  'purchaseShipped',
  'settlementReady',
  'lowBalance',
  // Added with the notifications themselves (issue 20): saved choices without them take the defaults.
  'orderOverdue',
  'purchaseToPay',
  'purchaseToShip',
  'topUpResult',
  'syncFailed',
  'publishFailed',
  'productionDefective',
] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]
export const NOTIFICATION_CHANNELS = ['inApp', 'sms'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

type ChannelChoice = { inApp: boolean; sms: boolean }

/** In-app for everything; SMS only where money is at stake. */
export const DEFAULT_NOTIFICATION_PREFS: Record<NotificationEvent, ChannelChoice> = {
  newOrder: { inApp: true, sms: false },
  refundRequest: { inApp: true, sms: false },
  purchaseShipped: { inApp: true, sms: false },
  settlementReady: { inApp: true, sms: false },
  lowBalance: { inApp: true, sms: true },
  orderOverdue: { inApp: true, sms: false },
  purchaseToPay: { inApp: true, sms: false },
  purchaseToShip: { inApp: true, sms: false },
  topUpResult: { inApp: true, sms: false },
  syncFailed: { inApp: true, sms: false },
  publishFailed: { inApp: true, sms: false },
  productionDefective: { inApp: true, sms: false },
}

const channelChoice = z.object({ inApp: z.boolean(), sms: z.boolean() })
const allChoices = z.object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, channelChoice])) as Record<
    NotificationEvent,
    typeof channelChoice
  >,
)
/** An app saved before an event existed sends without it: that event keeps its default. */
export const notificationPrefsSchema = z.preprocess(
  (value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? { ...DEFAULT_NOTIFICATION_PREFS, ...value } : value,
  allChoices,
)
export type NotificationPrefs = z.infer<typeof allChoices>

/** 0 until the first save creates the account's preferences. */
const preferencesVersion = z.number().int().min(0).optional()
export const viewSettingsSaveSchema = z.object({ settings: viewSettingsSchema, version: preferencesVersion })
export const notificationsSaveSchema = z.object({
  notifications: notificationPrefsSchema,
  version: preferencesVersion,
})

export const localeSaveSchema = z.object({ locale: z.enum(LOCALES) })

export interface Preferences {
  /** Null until the account saves its view settings on the server. */
  view: ViewSettings | null
  notifications: NotificationPrefs
  /** Null until the console first tells the server its language (SMS notices are then in Chinese). */
  locale: Locale | null
  version: number
}

export interface BindingInfo {
  type: number
  phone: string
  /** Distributors: the invitation code suppliers and factories bind with, and who bound. */
  inviteCode: string | null
  partners: { id: string; name: string; type: number; boundAt: string }[]
}
