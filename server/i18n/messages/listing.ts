// Background jobs, listings, channel templates, exports and tracking write-back (issue 16).
import type { MessageCatalog } from './catalog'

export const LISTING_MESSAGES = {
  'what.job': { en: 'background job', zh: '后台任务' },
} as const satisfies MessageCatalog
