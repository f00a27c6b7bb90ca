// Messages of the input guards every request passes (body depth, text fields, sort fields) and
// of sign-in throttling.
import type { MessageCatalog } from './catalog'

export const SECURITY_MESSAGES = {
  'validation.tooDeep': {
    en: 'The request body nests deeper than {max} levels',
    zh: '请求内容的嵌套层级超过 {max} 层',
  },
} as const satisfies MessageCatalog
