// /goods/immediate/list: instant goods — the goods generation tasks created (filter ?taskId=…).
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import type { GoodsStatus } from '../../../../contract/goods'
import { immediateGoodsQueryOptions } from '../../../../features/generation/api/tasks'
import { ImmediateGoodsScreen } from '../../../../features/generation/components/immediate-goods-screen'
import {
  type GenerationSearch,
  immediateGoodsRequest,
  nextGenerationSearch,
  parseGenerationSearch,
} from '../../../../features/generation/generation-search'
import { GOODS_STATUS_LABELS } from '../../../../lookups/goods-labels'

export const Route = createFileRoute('/_app/goods/immediate/list')({
  validateSearch: (search: Record<string, unknown>): GenerationSearch => parseGenerationSearch(search),
  loaderDeps: ({ search }) => immediateGoodsRequest(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(immediateGoodsQueryOptions(deps)),
  component: ImmediateGoodsRoute,
})

function ImmediateGoodsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { i18n } = useLingui()
  return (
    <ImmediateGoodsScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextGenerationSearch(current, change) })}
      statusLabel={(status) => {
        const label = GOODS_STATUS_LABELS[status as GoodsStatus]
        return label ? i18n._(label) : status
      }}
    />
  )
}
