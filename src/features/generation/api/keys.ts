// Query keys of price templates, strategies and generation tasks (STYLE.md §2).
import type { PageQuery } from '../../../lib/paging'

const keysOf = <N extends string>(name: N) => {
  const all = [name] as const
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (request: PageQuery) => [...all, 'list', request] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  }
}

export const templateKeys = keysOf('price-templates')
export const strategyKeys = keysOf('generation-strategies')
export const taskKeys = keysOf('generation-tasks')
export const immediateKeys = keysOf('immediate-goods')
