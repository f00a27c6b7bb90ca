// Query keys of listings, channel templates, channel shops and category trees (STYLE.md §2).
import type { PageQuery } from '../../../lib/paging'

export const listingKeys = {
  all: ['listings'] as const,
  lists: () => [...listingKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...listingKeys.all, 'list', request] as const,
  candidates: (request: PageQuery) => [...listingKeys.all, 'candidates', request] as const,
}
export const channelTemplateKeys = {
  all: ['channel-templates'] as const,
  lists: () => [...channelTemplateKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...channelTemplateKeys.all, 'list', request] as const,
  detail: (id: string) => [...channelTemplateKeys.all, 'detail', id] as const,
}
export const channelKeys = {
  shops: (channel: string) => ['channel-shops', channel] as const,
  categories: (shopId: string) => ['channel-categories', shopId] as const,
  build: (goodsId: string, templateId: string) => ['channel-build', goodsId, templateId] as const,
}
export const jobKeys = {
  detail: (id: string) => ['jobs', 'detail', id] as const,
  active: () => ['jobs', 'active'] as const,
}
