// Manufacturer products and distribution supplier products (issue 4).
import type { MessageCatalog } from './catalog'

export const SUPPLY_MESSAGES = {
  'what.manufacturerProduct': { en: 'factory product', zh: '工厂产品' },
  'what.supplierProduct': { en: 'supplied product', zh: '供货产品' },
  'supply.notFactory': {
    en: 'Only a factory account can manage factory products',
    zh: '只有工厂账号可以管理工厂产品',
  },
  'supply.notSupplier': {
    en: 'Only a supplier account can manage supplied products',
    zh: '只有供应商账号可以管理供货产品',
  },
  'supply.alreadyOffered': {
    en: 'This product model is already supplied; edit the existing supplied product',
    zh: '该产品模型已在供货中，请编辑已有的供货产品',
  },
  'supply.specNotOfProduct': {
    en: 'Spec {specId} does not belong to this product model',
    zh: '规格 {specId} 不属于该产品模型',
  },
  'supply.duplicateSpec': { en: 'Each spec may appear only once', zh: '每个规格只能出现一次' },
} satisfies MessageCatalog
