// /account/notice: the account's notifications (opened from the header's bell); the filter and
// page are in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { NoticeListScreen, type NoticeSearch } from '../../../features/notifications/components/notice-list-screen'
import { bool, int, parseSearch } from '../../../lib/search-parsers'

// Plain parsers, not zod: every route's validateSearch is on the first page (src/lib/search-parsers.ts).
const searchShape = { unread: bool, pageNo: int({ min: 1 }), pageSize: int({ oneOf: [10, 20, 50, 100] }) }

export const Route = createFileRoute('/_app/account/notice')({
  validateSearch: (search: Record<string, unknown>): NoticeSearch => parseSearch(searchShape, search),
  component: NoticeRoute,
})

function NoticeRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <NoticeListScreen
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => ({ ...current, ...change }) })}
    />
  )
}
