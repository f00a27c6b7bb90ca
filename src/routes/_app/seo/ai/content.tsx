// /seo/ai/content: AI-written listing content per goods, channel and language; choices in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import { type AiSearch, parseAiSearch } from '../../../../features/seo/ai-search'
import { prefetchAiContent } from '../../../../features/seo/api/ai'
import { AiContentScreen } from '../../../../features/seo/components/ai-content-screen'
import { useLocale } from '../../../../lib/i18n'

export const Route = createFileRoute('/_app/seo/ai/content')({
  validateSearch: (search: Record<string, unknown>): AiSearch => parseAiSearch(search),
  loaderDeps: ({ search }) => search,
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) => prefetchAiContent(context.queryClient, deps),
  component: AiContentRoute,
})

function AiContentRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { locale } = useLocale()
  const onChange = useCallback(
    (change: Partial<AiSearch>) => void navigate({ search: (current) => parseAiSearch({ ...current, ...change }) }),
    [navigate],
  )
  return (
    <AiContentScreen
      search={search}
      onChange={onChange}
      locale={locale}
      can={{ add: can('platform_seo.add'), edit: can('platform_seo.edit') }}
    />
  )
}
