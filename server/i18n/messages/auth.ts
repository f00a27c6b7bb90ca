// Sign-in, SMS, password, registration and binding messages.
import type { MessageCatalog } from './catalog'

export const AUTH_MESSAGES = {
  'auth.unauthorized': { en: 'Please sign in first', zh: '请先登录' },
  'auth.sessionExpired': {
    en: 'Your sign-in has expired or was revoked, please sign in again',
    zh: '登录已过期或已失效，请重新登录',
  },
  'auth.forbidden': { en: 'You do not have permission to do this', zh: '您没有执行此操作的权限' },
  'auth.badCredentials': { en: 'Incorrect username or password', zh: '用户名或密码错误' },
  'auth.rateLimited': {
    en: 'Too many failed sign-in attempts, please try again in {seconds} seconds',
    zh: '登录失败次数过多，请 {seconds} 秒后再试',
  },
  'auth.twoStepRequired': {
    en: 'Two-step sign-in is on: enter the code sent to your phone',
    zh: '已开启两步验证：请输入发送到手机的验证码',
  },
  'sms.badCode': { en: 'The SMS code is wrong or has expired', zh: '短信验证码错误或已过期' },
  'sms.tooSoon': {
    en: 'A code was sent moments ago, please wait {seconds} seconds before asking again',
    zh: '验证码刚刚已发送，请 {seconds} 秒后再试',
  },
  'sms.text': {
    en: 'Your verification code is {code}, valid for {minutes} minutes.',
    zh: '您的验证码为 {code}，{minutes} 分钟内有效。',
  },
  'password.weak': {
    en: 'Password strength insufficient: use at least {min} characters mixing letters, digits or symbols',
    zh: '密码强度不够：至少 {min} 位，并混合字母、数字或符号',
  },
  'password.oldWrong': { en: 'The old password is incorrect', zh: '原密码错误' },
  'password.same': { en: 'The new password must differ from the old one', zh: '新密码不能与原密码相同' },
  'register.phoneTaken': { en: 'This phone number is already registered', zh: '该手机号已注册' },
  'bind.distributorCannotBind': {
    en: 'A distributor account cannot bind to a distributor; sign in with a supplier or manufacturer account',
    zh: '分销商账号不能绑定分销商，请使用供应商或工厂账号',
  },
  'bind.inviteNotFound': { en: 'Invitation code not found', zh: '邀请码不存在' },
  'bind.already': { en: 'Already bound to {name}', zh: '已绑定分销商：{name}' },
} as const satisfies MessageCatalog
