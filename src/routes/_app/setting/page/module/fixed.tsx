// /setting/page/module/fixed: the storefront's fixed home-page modules of the shop in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { PageModulesScreen } from '../../../../../features/storefront/components/page-modules-screen'
import { text } from '../../../../../lib/search-parsers'

interface Search {
  shopId?: string
  edit?: string
}

export const Route = createFileRoute('/_app/setting/page/module/fixed')({
  validateSearch: (search: Record<string, unknown>): Search => {
    const shopId = text({ min: 1, max: 64 })(search.shopId)
    const edit = text({ min: 1, max: 64 })(search.edit)
    return { ...(shopId ? { shopId } : {}), ...(edit ? { edit } : {}) }
  },
  component: PageRoute,
})

function PageRoute() {
  const { shopId, edit } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const onChange = useCallback(
    (change: Search) =>
      void navigate({ search: (current) => ({ ...current, ...change }), replace: !('edit' in change) }),
    [navigate],
  )
  return <PageModulesScreen shopId={shopId} edit={edit} onChange={onChange} />
}
