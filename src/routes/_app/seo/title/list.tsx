// /seo/title/list: SEO titles per goods and channel; channel, filters and paging in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import { titleListQueryOptions } from '../../../../features/seo/api/titles'
import { TitlesScreen } from '../../../../features/seo/components/titles-screen'
import {
  nextTitleSearch,
  parseTitleSearch,
  type TitleSearch,
  titleRequest,
} from '../../../../features/seo/title-search'

export const Route = createFileRoute('/_app/seo/title/list')({
  validateSearch: (search: Record<string, unknown>): TitleSearch => parseTitleSearch(search),
  loaderDeps: ({ search }) => titleRequest(search),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(titleListQueryOptions(deps)),
  component: TitlesRoute,
})

function TitlesRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const onChange = useCallback(
    (change: Partial<TitleSearch>) => void navigate({ search: (current) => nextTitleSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(
    () => void navigate({ search: (current) => (current.channel ? { channel: current.channel } : {}) }),
    [navigate],
  )
  return <TitlesScreen search={search} onChange={onChange} onReset={onReset} canEdit={can('platform_seo.edit')} />
}
