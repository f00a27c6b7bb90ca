// /goods/list: the goods list; filters, sort, paging and the open goods live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../components/access'
import { goodsListQueryOptions } from '../../../features/goods/api/list-goods'
import { GoodsListScreen } from '../../../features/goods/components/goods-list-screen'
import {
  type GoodsSearch,
  goodsListRequest,
  nextGoodsSearch,
  parseGoodsSearch,
} from '../../../features/goods/goods-search'
import { SavedViewsBar } from '../../../features/saved-views/components/saved-views-bar'
import { useDictionary } from '../../../lookups/api/use-dictionary'

/** The goods open in the drawer: screen state, not part of a saved view. */
const GOODS_SCREEN_STATE = ['goodsId'] as const

export const Route = createFileRoute('/_app/goods/list')({
  validateSearch: (search: Record<string, unknown>): GoodsSearch => parseGoodsSearch(search),
  loaderDeps: ({ search }) => goodsListRequest(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(goodsListQueryOptions(deps)),
  component: GoodsListRoute,
})

function GoodsListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const colors = useDictionary('COLOR').entries
  const onSearchChange = useCallback(
    (change: Partial<GoodsSearch>) => void navigate({ search: (current) => nextGoodsSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {} }), [navigate])
  return (
    <GoodsListScreen
      search={search}
      onSearchChange={onSearchChange}
      onReset={onReset}
      canEdit={can('goods_list.edit')}
      canExport={can('goods_list.export')}
      colors={colors}
      views={
        <SavedViewsBar
          list="goods"
          search={search}
          omit={GOODS_SCREEN_STATE}
          onApply={(view) => void navigate({ search: parseGoodsSearch(view) })}
        />
      }
    />
  )
}
