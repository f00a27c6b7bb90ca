// /platform/sale/import/{common|amazon|native|tyzb|laizand|erp|custom|tiktok}: the order import
// of one kind of file. The layout's guard has checked the kind's permission key; an unknown kind
// is not a page.
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { ImportKind } from '../../../../../contract/order-import'
import { ImportScreen } from '../../../../../features/order-import/components/import-screen'
import { IMPORT_KINDS } from '../../../../../lib/url-enums'

export const Route = createFileRoute('/_app/platform/sale/import/$kind')({
  params: {
    parse: ({ kind }) => {
      if (!(IMPORT_KINDS as readonly string[]).includes(kind)) throw notFound()
      return { kind: kind as ImportKind }
    },
    stringify: ({ kind }) => ({ kind }),
  },
  component: ImportRoute,
})

function ImportRoute() {
  const { kind } = Route.useParams()
  const navigate = useNavigate()
  const onOpenOrders = useCallback(
    () => void navigate({ to: '/sale/order', search: { source: 'import', sortField: 'createdAt' } }),
    [navigate],
  )
  // A new kind is a new screen: its file, mapping and report start empty.
  return <ImportScreen key={kind} kind={kind} onOpenOrders={onOpenOrders} />
}
