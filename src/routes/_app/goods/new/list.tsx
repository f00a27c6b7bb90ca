// /goods/new/list: the new goods; filters and paging live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import { goodsListQueryOptions } from '../../../../features/goods/api/list-goods'
import { NewGoodsScreen } from '../../../../features/goods/components/new-goods-screen'
import {
  type GoodsSearch,
  goodsListRequest,
  nextGoodsSearch,
  parseGoodsSearch,
} from '../../../../features/goods/goods-search'
import { MaterialPicker } from '../../../../features/materials/components/material-picker'

export const Route = createFileRoute('/_app/goods/new/list')({
  validateSearch: (search: Record<string, unknown>): GoodsSearch => parseGoodsSearch(search),
  // The screen's own request (new-goods-screen.tsx), so the list starts loading with the code.
  loaderDeps: ({ search }) => goodsListRequest(search, { isNew: true }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(goodsListQueryOptions(deps)),
  component: NewGoodsRoute,
})

function NewGoodsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const onSearchChange = useCallback(
    (change: Partial<GoodsSearch>) => void navigate({ search: (current) => nextGoodsSearch(current, change) }),
    [navigate],
  )
  return (
    <NewGoodsScreen
      search={search}
      onSearchChange={onSearchChange}
      onReset={() => void navigate({ search: {} })}
      canAdd={can('goods_new.add')}
      canEdit={can('goods_new.edit')}
      canDelete={can('goods_new.delete')}
      designPicker={(props) => <MaterialPicker {...props} />}
    />
  )
}
