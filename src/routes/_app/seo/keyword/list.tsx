// /seo/keyword/list: the search terms library; filters, sort and paging in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import { keywordListQueryOptions } from '../../../../features/seo/api/keywords'
import { KeywordsScreen } from '../../../../features/seo/components/keywords-screen'
import {
  type KeywordSearchParams,
  keywordRequest,
  nextKeywordSearch,
  parseKeywordSearch,
} from '../../../../features/seo/keyword-search'

export const Route = createFileRoute('/_app/seo/keyword/list')({
  validateSearch: (search: Record<string, unknown>): KeywordSearchParams => parseKeywordSearch(search),
  loaderDeps: ({ search }) => keywordRequest(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(keywordListQueryOptions(deps)),
  component: KeywordsRoute,
})

function KeywordsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const onChange = useCallback(
    (change: Partial<KeywordSearchParams>) =>
      void navigate({ search: (current) => nextKeywordSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {} }), [navigate])
  return (
    <KeywordsScreen
      search={search}
      onChange={onChange}
      onReset={onReset}
      can={{
        add: can('platform_seo.add'),
        import: can('platform_seo.import'),
        edit: can('platform_seo.edit'),
        delete: can('platform_seo.delete'),
        export: can('platform_seo.export'),
      }}
    />
  )
}
