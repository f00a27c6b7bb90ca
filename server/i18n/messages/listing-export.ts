// Export records of the listing channels (issue 16 item 9).
import type { MessageCatalog } from './catalog'

export const LISTING_EXPORT_MESSAGES = {
  'what.listingExport': { en: 'export record', zh: '导出记录' },
  'rule.listingExport.oneSource': {
    en: 'Choose listings or export by the filter, one of the two',
    zh: '请选择商品或按筛选条件导出（二选一）',
  },
  'listingExport.notOnChannel': {
    en: '{count} of the chosen listings are not yours on this channel (or were deleted): nothing was exported',
    zh: '所选商品中有{count}个不属于您在该渠道的商品（或已删除），未导出任何内容',
  },
  'listingExport.badShop': {
    en: 'The shop in the filter is not one of your shops on this channel',
    zh: '筛选条件中的店铺不是您在该渠道的店铺',
  },
  'listingExport.nothingMatches': {
    en: 'No listings match this filter: nothing to export',
    zh: '没有符合筛选条件的商品，无可导出内容',
  },
  'listingExport.tooMany': {
    en: 'At most {max} listings can be exported at once: narrow the filter (a shop, a date range)',
    zh: '一次最多导出{max}个商品，请缩小筛选范围（店铺、日期）',
  },
  'listingExport.notReady': {
    en: 'This export is not finished: its file can be downloaded once it is done',
    zh: '该导出尚未完成，完成后才能下载文件',
  },
  'listingExport.expired': {
    en: 'This export file was deleted after {days} days: export the listings again',
    zh: '该导出文件已在{days}天后删除，请重新导出',
  },
  'listingExport.linkInvalid': {
    en: 'This download link has expired or is not valid: download the file again from the export records',
    zh: '该下载链接已过期或无效，请在导出记录中重新下载',
  },
} as const satisfies MessageCatalog
