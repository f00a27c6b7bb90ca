// Every message the server writes for people, in both languages. Each area keeps its own file in
// messages/ (so areas never edit the same lines); this joins them. Placeholders are {name}; `t()`
// fills them.
import { AUTH_MESSAGES } from './messages/auth'
import { COMMON_MESSAGES } from './messages/common'
import { ORDER_MESSAGES } from './messages/orders'
import { REPORT_MESSAGES } from './messages/reports'

export const MESSAGES = {
  ...COMMON_MESSAGES,
  ...AUTH_MESSAGES,
  ...ORDER_MESSAGES,
  ...REPORT_MESSAGES,
} as const

export type MessageKey = keyof typeof MESSAGES
