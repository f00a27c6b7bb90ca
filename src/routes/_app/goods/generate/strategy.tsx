// /goods/generate/strategy: generation strategies. The route gathers the choices the form offers
// (shops, design categories, product models) from their own areas and composes the screen.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useAccess } from '../../../../components/access'
import type { Channel } from '../../../../contract/dictionaries'
import { strategyListQueryOptions } from '../../../../features/generation/api/strategies'
import { StrategyScreen } from '../../../../features/generation/components/strategy-screen'
import {
  type GenerationSearch,
  keywordListRequest,
  nextGenerationSearch,
  parseGenerationSearch,
} from '../../../../features/generation/generation-search'
import { useProductList } from '../../../../features/goods/api/products'
import { useCategoryList } from '../../../../features/materials/api/list-categories'
import { useMaterialList } from '../../../../features/materials/api/list-materials'
import { useShopList } from '../../../../features/shops/api/list-shops'
import { CHANNEL_NAMES } from '../../../../lookups/channel-names'

export const Route = createFileRoute('/_app/goods/generate/strategy')({
  validateSearch: (search: Record<string, unknown>): GenerationSearch => parseGenerationSearch(search),
  loaderDeps: ({ search }) => keywordListRequest(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(strategyListQueryOptions(deps)),
  component: StrategyRoute,
})

function StrategyRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { i18n } = useLingui()
  const shops = useShopList({ pageNo: 1, pageSize: 100 })
  const categories = useCategoryList('tenant')
  const materials = useMaterialList('tenant', {
    pageNo: 1,
    pageSize: 200,
    sortField: 'createdAt',
    sortOrder: 'descend',
  })
  const products = useProductList({ pageNo: 1, pageSize: 200, sortField: 'title', sortOrder: 'ascend' })
  const channelLabel = (channel: string) => {
    const name = CHANNEL_NAMES[channel as Channel]
    return name ? i18n._(name) : channel
  }
  const options = useMemo(
    () => ({
      shops: (shops.data?.data ?? []).map((shop) => ({
        value: shop.id,
        label: `${shop.name} · ${i18n._(CHANNEL_NAMES[shop.channel])}`,
      })),
      materialCategories: (categories.data ?? [])
        .filter((row) => !row.isPublic)
        .map((row) => ({ value: row.id, label: `${row.name} (${row.materialCount})` })),
      materials: (materials.data?.data ?? []).map((row) => ({ value: row.id, label: row.name })),
      products: (products.data?.data ?? []).map((row) => ({ value: row.id, label: row.title })),
    }),
    [shops.data, categories.data, materials.data, products.data, i18n],
  )
  return (
    <StrategyScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextGenerationSearch(current, change) })}
      options={options}
      channelLabel={channelLabel}
      canAdd={can('goods_generate_strategy.add')}
      canEdit={can('goods_generate_strategy.edit')}
      canDelete={can('goods_generate_strategy.delete')}
      onTaskStarted={(taskId) => void navigate({ to: '/goods/generate/bg', search: { taskId } })}
    />
  )
}
