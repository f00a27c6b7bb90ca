// /distribution/distributor/list: for a supplier or factory, the distributors it is bound to.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { PartnerListScreen } from '../../../../features/purchasing/components/partner-list-screen'
import { useLocale } from '../../../../lib/i18n'

const searchSchema = z.object({
  keyword: z.string().trim().max(64).optional().catch(undefined),
  pageNo: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
})

export const Route = createFileRoute('/_app/distribution/distributor/list')({
  validateSearch: searchSchema,
  component: DistributorListRoute,
})

function DistributorListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { locale } = useLocale()
  return (
    <PartnerListScreen
      kind="distributors"
      search={search}
      locale={locale}
      onSearchChange={(change) => void navigate({ search: (current) => ({ ...current, ...change }) })}
      onReset={() => void navigate({ search: {} })}
    />
  )
}
