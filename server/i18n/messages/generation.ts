// Listing price templates, generation strategies and generation tasks (issue 4).
import type { MessageCatalog } from './catalog'

export const GENERATION_MESSAGES = {
  'what.priceTemplate': { en: 'price template', zh: '价格模板' },
  'what.strategy': { en: 'generation strategy', zh: '生成策略' },
  'what.productStrategy': { en: 'product strategy', zh: '商品策略' },
  'what.generationTask': { en: 'generation task', zh: '生成任务' },
  'what.materialCategory': { en: 'material category', zh: '素材分类' },
  'rule.priceTemplate.markup': { en: 'Must be greater than 50', zh: '必须大于50' },
  'rule.priceTemplate.required': {
    en: 'Lowest price, highest price and quantity cannot be empty',
    zh: '最低价、最高价和数量不能为空',
  },
  'rule.strategy.designs': {
    en: 'Choose at least one material category or material',
    zh: '请至少选择一个素材分类或素材',
  },
  'generation.templateInUse': {
    en: 'The price template is used by the strategy "{name}"',
    zh: '价格模板正被策略“{name}”使用',
  },
  'generation.noProducts': {
    en: 'The strategy has no product models yet: add a product strategy first',
    zh: '该策略还没有商品模型，请先添加商品策略',
  },
  'generation.noDesigns': {
    en: 'The strategy finds no designs: its categories hold no materials',
    zh: '该策略找不到设计素材：所选分类中没有素材',
  },
  'generation.tooMany': {
    en: 'A task may combine at most {max} designs and product models; this one has {count}',
    zh: '一个任务最多组合 {max} 个设计与商品模型，当前为 {count}',
  },
  'generation.unknownSpec': {
    en: 'The spec {specId} does not belong to this product model',
    zh: '规格 {specId} 不属于该商品模型',
  },
} as const satisfies MessageCatalog
