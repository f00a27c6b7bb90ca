// /distribution/supplier/list: the seller's suppliers and factories; a row opens the purchase
// orders raised to it.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { z } from 'zod'
import { PartnerListScreen } from '../../../../features/purchasing/components/partner-list-screen'
import { useLocale } from '../../../../lib/i18n'

const searchSchema = z.object({
  keyword: z.string().trim().max(64).optional().catch(undefined),
  partnerType: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional()
    .catch(undefined),
  pageNo: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
})

export const Route = createFileRoute('/_app/distribution/supplier/list')({
  validateSearch: searchSchema,
  component: SupplierListRoute,
})

function SupplierListRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { locale } = useLocale()
  return (
    <PartnerListScreen
      kind="suppliers"
      search={search}
      locale={locale}
      onSearchChange={(change) => void navigate({ search: (current) => ({ ...current, ...change }) })}
      onReset={() => void navigate({ search: {} })}
      onOpenPurchases={(partner) => void navigate({ to: '/purchase/list', search: { supplierId: partner.id } })}
    />
  )
}
