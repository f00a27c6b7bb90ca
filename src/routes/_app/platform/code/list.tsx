// /platform/code/list: product code management under the listing menu; filters and paging in the URL.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useAccess } from '../../../../components/access'
import { prefetchCodes } from '../../../../features/product-codes/api/codes'
import {
  type CodeSearch,
  codeRequest,
  nextCodeSearch,
  parseCodeSearch,
} from '../../../../features/product-codes/code-search'
import { CodesScreen } from '../../../../features/product-codes/components/codes-screen'
import { useLocale } from '../../../../lib/i18n'

export const Route = createFileRoute('/_app/platform/code/list')({
  validateSearch: (search: Record<string, unknown>): CodeSearch => parseCodeSearch(search),
  loaderDeps: ({ search }) => codeRequest(search),
  // Started, not awaited: the screen shows its own loading state and opens at once.
  loader: ({ context, deps }) => prefetchCodes(context.queryClient, deps),
  component: CodesRoute,
})

function CodesRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  const { locale } = useLocale()
  const onChange = useCallback(
    (change: Partial<CodeSearch>) => void navigate({ search: (current) => nextCodeSearch(current, change) }),
    [navigate],
  )
  const onReset = useCallback(() => void navigate({ search: {} }), [navigate])
  return (
    <CodesScreen
      search={search}
      onChange={onChange}
      onReset={onReset}
      locale={locale}
      can={{
        import: can('product_code.import'),
        export: can('product_code.export'),
        delete: can('product_code.delete'),
      }}
    />
  )
}
