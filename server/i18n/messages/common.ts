// Validation, HTTP, not-found, idempotency and conflict messages every module uses.
import type { MessageCatalog } from './catalog'

export const COMMON_MESSAGES = {
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
  'notFound.route': { en: 'No such API: {method} {url}', zh: '接口不存在：{method} {url}' },
  'notFound.object': { en: 'The requested {what} does not exist', zh: '请求的{what}不存在' },
  'notFound.source': { en: 'Unknown data source: {name}', zh: '数据源不存在：{name}' },
  'idempotency.required': {
    en: 'This change needs an Idempotency-Key header (the offline outbox may send it again)',
    zh: '此操作需要 Idempotency-Key 请求头（离线队列可能重发）',
  },
  'idempotency.mismatch': {
    en: 'This Idempotency-Key was already used for a different request',
    zh: '该幂等键已用于另一个不同的请求',
  },
  'idempotency.inFlight': {
    en: 'The same request is still being processed, please retry shortly',
    zh: '相同的请求仍在处理中，请稍后重试',
  },
  'outbox.notBatchable': {
    en: '{url} cannot be sent in an outbox batch; send it alone',
    zh: '{url} 不能放在离线队列批量请求中，请单独发送',
  },
  'http.payloadTooLarge': { en: 'The request is too large', zh: '请求内容过大' },
  'http.unsupportedMedia': { en: 'Unsupported content type: {type}', zh: '不支持的内容类型：{type}' },
  'http.rateLimited': { en: 'Too many requests, please slow down', zh: '请求过于频繁，请稍后再试' },
  'http.badRequest': { en: 'Bad request: {reason}', zh: '请求无效：{reason}' },
  internal: { en: 'Server error, please try again later', zh: '服务器错误，请稍后重试' },
  'what.financeAccount': { en: 'finance account', zh: '资金账户' },
  'what.distributor': { en: 'distributor', zh: '分销商' },
  'conflict.staleVersion': {
    en: 'This record was changed by someone else in the meantime; the current version is attached',
    zh: '该记录已被他人修改，已附上最新数据',
  },
} as const satisfies MessageCatalog
