// Production jobs of factories (issue 5).
import type { MessageCatalog } from './catalog'

export const PRODUCTION_MESSAGES = {
  'what.productionJob': { en: 'production job', zh: '生产任务' },
  'productionStage.queued': { en: 'queued', zh: '排队中' },
  'productionStage.printing': { en: 'printing', zh: '印刷中' },
  'productionStage.finishing': { en: 'finishing', zh: '后整理' },
  'productionStage.quality_check': { en: 'quality check', zh: '质检' },
  'productionStage.packed': { en: 'packed', zh: '已打包' },
  'productionStage.shipped': { en: 'shipped', zh: '已发货' },
  'productionStage.defective': { en: 'defective', zh: '次品' },
  'production.refused.move': {
    en: 'A production job that is {from} cannot move to {to}',
    zh: '{from}的生产任务不能变更为{to}',
  },
  'production.factoryOnly': {
    en: 'Only the factory that runs this production job can change it',
    zh: '只有负责该生产任务的工厂才能修改它',
  },
  'production.defectReasonRequired': {
    en: 'Say why the job is defective',
    zh: '请填写次品原因',
  },
} as const satisfies MessageCatalog
