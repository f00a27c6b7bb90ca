// Every message the server writes for people, in both languages, in one catalog. Placeholders
// are {name}; `t()` fills them.

export const MESSAGES = {
  ok: { en: 'OK', zh: '成功' },
  'validation.fieldIssue': { en: '{field}: {message}', zh: '{field}：{message}' },
  'validation.malformedBody': { en: 'The request body could not be read: {reason}', zh: '无法读取请求内容：{reason}' },
  'validation.nul': { en: 'must not contain NUL characters', zh: '不能包含空字符' },
  'validation.required': { en: 'is required', zh: '不能为空' },
  'validation.phone': {
    en: 'Please enter a valid mobile phone number (11 digits)',
    zh: '请输入有效的手机号码（11 位）',
  },
  'validation.passwordMin': {
    en: 'The password needs at least {min} characters',
    zh: '密码至少需要 {min} 个字符',
  },
  'validation.blank': { en: 'must not be blank', zh: '不能为空白' },
  'validation.smsCode': { en: 'The SMS code has 6 digits', zh: '短信验证码为 6 位数字' },
  'validation.nothingToUpdate': { en: 'Nothing to update', zh: '没有需要更新的内容' },
  'validation.idempotencyKey': {
    en: 'The Idempotency-Key header must be 1-128 visible ASCII characters',
    zh: 'Idempotency-Key 请求头须为 1-128 个可见 ASCII 字符',
  },
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
  'notFound.route': { en: 'No such API: {method} {url}', zh: '接口不存在：{method} {url}' },
  'notFound.object': { en: 'The requested {what} does not exist', zh: '请求的{what}不存在' },
  'notFound.source': { en: 'Unknown data source: {name}', zh: '数据源不存在：{name}' },
  'idempotency.mismatch': {
    en: 'This Idempotency-Key was already used for a different request',
    zh: '该幂等键已用于另一个不同的请求',
  },
  'idempotency.inFlight': {
    en: 'The same request is still being processed, please retry shortly',
    zh: '相同的请求仍在处理中，请稍后重试',
  },
  'http.payloadTooLarge': { en: 'The request is too large', zh: '请求内容过大' },
  'http.unsupportedMedia': { en: 'Unsupported content type: {type}', zh: '不支持的内容类型：{type}' },
  'http.rateLimited': { en: 'Too many requests, please slow down', zh: '请求过于频繁，请稍后再试' },
  'http.badRequest': { en: 'Bad request: {reason}', zh: '请求无效：{reason}' },
  internal: { en: 'Server error, please try again later', zh: '服务器错误，请稍后重试' },
  'what.financeAccount': { en: 'finance account', zh: '资金账户' },
  'what.distributor': { en: 'distributor', zh: '分销商' },
} as const satisfies Record<string, { en: string; zh: string }>

export type MessageKey = keyof typeof MESSAGES
