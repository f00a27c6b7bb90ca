// Saved views of lists and the payment records export (issue 20 items 4–5).
import type { MessageCatalog } from './catalog'

export const SAVED_VIEW_MESSAGES = {
  'what.savedView': { en: 'saved view', zh: '已存视图' },
  'savedView.unknownFilter': {
    en: 'this list has no filter named {keys}',
    zh: '此列表没有名为 {keys} 的筛选条件',
  },
  'savedView.nameTaken': {
    en: 'a view named "{name}" already exists for this list',
    zh: '此列表已有名为"{name}"的视图',
  },
  'savedView.tooMany': {
    en: 'a list keeps at most {max} saved views; delete one first',
    zh: '每个列表最多保存 {max} 个视图，请先删除一个',
  },
  'paymentExport.unknownIds': {
    en: '{count} of these payment records do not exist',
    zh: '其中 {count} 条收款记录不存在',
  },
} as const satisfies MessageCatalog
