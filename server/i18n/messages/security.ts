// Messages of the input guards every request passes (body depth, text fields, sort fields) and
// of sign-in throttling.
import type { MessageCatalog } from './catalog'

export const SECURITY_MESSAGES = {
  'validation.tooDeep': {
    en: 'The request body nests deeper than {max} levels',
    zh: '请求内容的嵌套层级超过 {max} 层',
  },
  'validation.controlChars': { en: 'must not contain control characters', zh: '不能包含控制字符' },
  'validation.bidiControl': {
    en: 'must not contain text direction overrides (U+202A–U+202E, U+2066–U+2069)',
    zh: '不能包含文字方向控制符（U+202A–U+202E、U+2066–U+2069）',
  },
  'validation.invisibleName': { en: 'must contain visible characters', zh: '必须包含可见字符' },
  'bind.inviteRateLimited': {
    en: 'Too many wrong invitation codes, please try again in {seconds} seconds',
    zh: '邀请码错误次数过多，请 {seconds} 秒后再试',
  },
  'recharge.ownReviewForbidden': {
    en: 'A top-up is confirmed or rejected by someone other than the person who asked for it',
    zh: '充值须由申请人以外的人员确认或驳回',
  },
} as const satisfies MessageCatalog
