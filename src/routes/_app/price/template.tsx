// /price/template: listing price templates (markup rules the generation strategies price goods by).
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../components/access'
import { templateListQueryOptions } from '../../../features/generation/api/price-templates'
import { PriceTemplateScreen } from '../../../features/generation/components/price-template-screen'
import {
  type GenerationSearch,
  keywordListRequest,
  nextGenerationSearch,
  parseGenerationSearch,
} from '../../../features/generation/generation-search'

export const Route = createFileRoute('/_app/price/template')({
  validateSearch: (search: Record<string, unknown>): GenerationSearch => parseGenerationSearch(search),
  loaderDeps: ({ search }) => keywordListRequest(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(templateListQueryOptions(deps)),
  component: PriceTemplateRoute,
})

function PriceTemplateRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  return (
    <PriceTemplateScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextGenerationSearch(current, change) })}
      canAdd={can('price_template_list.add')}
      canEdit={can('price_template_list.edit')}
      canDelete={can('price_template_list.delete')}
    />
  )
}
