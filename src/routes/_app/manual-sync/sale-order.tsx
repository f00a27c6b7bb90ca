// /manual-sync/sale-order: platform order sync; the opened run and the history page live in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../components/access'
import { pageNoParam, pageSizeParam, parseListSearch } from '../../../components/list-page/search-params'
import { DEFAULT_PAGE_NO, DEFAULT_PAGE_SIZE } from '../../../contract/constants'
import { SyncScreen } from '../../../features/platform-sync/components/sync-screen'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { type SearchOf, text } from '../../../lib/search-parsers'

// Plain parsers, not zod: every route's validateSearch is on the first page (src/lib/search-parsers.ts).
const searchShape = { run: text({ max: 64, trim: false }), pageNo: pageNoParam, pageSize: pageSizeParam }
type SyncSearch = SearchOf<typeof searchShape>

export const Route = createFileRoute('/_app/manual-sync/sale-order')({
  validateSearch: (search: Record<string, unknown>): SyncSearch => parseListSearch(searchShape, search),
  component: SyncRoute,
})

function SyncRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { locale } = useLocale()
  const onOpenRun = useCallback(
    (run: string | undefined) => void navigate({ search: (current) => ({ ...current, run }) }),
    [navigate],
  )
  const onPageChange = useCallback(
    (pageNo: number, pageSize: number) =>
      void navigate({ search: (current) => parseListSearch(searchShape, { ...current, pageNo, pageSize }) }),
    [navigate],
  )
  return (
    <SyncScreen
      openRun={search.run}
      onOpenRun={onOpenRun}
      pageNo={search.pageNo ?? DEFAULT_PAGE_NO}
      pageSize={search.pageSize ?? DEFAULT_PAGE_SIZE}
      onPageChange={onPageChange}
      formatTime={(iso) => formatDateTime(iso, locale)}
      canSync={can('sale_order.import')}
    />
  )
}
