// Keywords, SEO titles, AI content and product codes (issue 19).
import type { MessageCatalog } from './catalog'

export const SEO_MESSAGES = {
  'what.productCode': { en: 'product code', zh: '商品编码' },
  'what.keyword': { en: 'keyword', zh: '搜索词' },
  'what.seoTitle': { en: 'SEO title', zh: 'SEO 标题' },
  'what.aiContent': { en: 'AI content', zh: 'AI 内容' },
  'productCode.poolEmpty': {
    en: 'Not enough unused product codes: {needed} needed, {available} left in the pool; import more codes first',
    zh: '未使用的商品编码不足：需要 {needed} 个，编码池只剩 {available} 个，请先导入编码',
  },
  'productCode.deleteUsed': {
    en: 'Code {code} is in use by a SKU and cannot be deleted',
    zh: '编码 {code} 已被 SKU 使用，不能删除',
  },
  'keyword.exists': { en: 'The keyword "{keyword}" is already in the library', zh: '搜索词“{keyword}”已在词库中' },
  'keyword.tooLong': {
    en: 'The keyword is longer than the channel allows ({max} at most)',
    zh: '搜索词超过该渠道允许的长度（最多 {max}）',
  },
  'keyword.forbidden': {
    en: 'The keyword contains a word the channel forbids',
    zh: '搜索词含有该渠道禁止使用的词',
  },
  'keyword.empty': { en: 'Enter a keyword', zh: '请输入搜索词' },
  'keyword.unknownGoodsNos': { en: 'No goods with these numbers: {nos}', zh: '找不到这些商品编号：{nos}' },
  'keyword.chooseGoods': { en: 'Choose goods or categories', zh: '请选择商品或类目' },
  'title.badPattern': {
    en: 'The pattern needs at least one placeholder, and only these: {brand} {design} {model} {colour} {category} {keywords}',
    zh: '模式至少要有一个占位符，且只能使用：{brand} {design} {model} {colour} {category} {keywords}',
  },
  'title.tooLong': {
    en: 'The title has {length} characters; {channel} allows {max} at most',
    zh: '标题有 {length} 个字符，{channel} 最多允许 {max} 个',
  },
  'title.forbidden': {
    en: 'The title contains words {channel} forbids: {words}',
    zh: '标题含有 {channel} 禁止的词：{words}',
  },
  'ai.timeout': {
    en: 'The AI endpoint did not answer within {seconds} s; nothing was changed',
    zh: 'AI 接口在 {seconds} 秒内没有响应，未做任何更改',
  },
  'ai.rateLimited': {
    en: 'The AI endpoint is rate limiting requests (429); try again in {seconds} s — nothing was changed',
    zh: 'AI 接口限流（429），请 {seconds} 秒后重试，未做任何更改',
  },
  'ai.garbage': {
    en: 'The AI endpoint answered something that is not listing content; nothing was saved',
    zh: 'AI 接口返回的不是商品文案，未保存任何内容',
  },
  'ai.refused': { en: 'The AI endpoint refused the request ({detail})', zh: 'AI 接口拒绝了请求（{detail}）' },
  'ai.unreachable': { en: 'The AI endpoint could not be reached', zh: '无法连接 AI 接口' },
  'ai.failed': { en: 'Writing the content failed; nothing was saved', zh: '生成文案失败，未保存任何内容' },
  'ai.dailyLimit': {
    en: 'Today’s AI limit of {limit} requests is used up; it resets at 00:00 UTC',
    zh: '今日 AI 额度（{limit} 次）已用完，将于 UTC 0 点重置',
  },
  'ai.notDraft': { en: 'This content was already applied or discarded', zh: '该内容已应用或已放弃' },
  'ai.searchTermsTooLong': {
    en: 'The search terms are longer than the channel allows ({max} at most)',
    zh: '搜索词超过该渠道允许的长度（最多 {max}）',
  },
} as const satisfies MessageCatalog
