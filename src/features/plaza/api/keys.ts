// Query keys of the plaza (STYLE.md §2).
import type { PageQuery } from '../../../lib/paging'

export const plazaKeys = {
  all: ['plaza'] as const,
  lists: () => [...plazaKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...plazaKeys.all, 'list', request] as const,
  offerers: (channel: string) => [...plazaKeys.all, 'offerers', channel] as const,
  source: (goodsId: string) => [...plazaKeys.all, 'source', goodsId] as const,
  candidates: (request: PageQuery) => [...plazaKeys.all, 'candidates', request] as const,
  shops: (channel: string) => [...plazaKeys.all, 'shops', channel] as const,
}
