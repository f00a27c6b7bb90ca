// Query keys of goods, product models, categories and brands (STYLE.md §2): a mutation
// invalidates the lists and the one detail it touched.
import type { PageQuery } from '../../../lib/paging'

export const goodsKeys = {
  all: ['goods'] as const,
  lists: () => [...goodsKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...goodsKeys.lists(), request] as const,
  details: () => [...goodsKeys.all, 'detail'] as const,
  detail: (id: string) => [...goodsKeys.details(), id] as const,
}

export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...productKeys.lists(), request] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
}

export const brandKeys = {
  all: ['brands'] as const,
  lists: () => [...brandKeys.all, 'list'] as const,
  list: (request: PageQuery) => [...brandKeys.lists(), request] as const,
  options: () => [...brandKeys.all, 'options'] as const,
}
