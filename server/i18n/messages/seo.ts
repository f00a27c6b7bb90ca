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
} as const satisfies MessageCatalog
