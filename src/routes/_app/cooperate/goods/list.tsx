// /cooperate/goods/list: goods of the seller's cooperating suppliers and factories.
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { z } from 'zod'
import { useAccess } from '../../../../components/access'
import { usePartnerList } from '../../../../features/purchasing/api/list-partners'
import { CooperateGoodsScreen } from '../../../../features/purchasing/components/cooperate-goods-screen'
import { useLocale } from '../../../../lib/i18n'

const searchSchema = z.object({
  supplierId: z.string().trim().max(64).optional().catch(undefined),
  keyword: z.string().trim().max(100).optional().catch(undefined),
  needed: z.coerce.boolean().optional().catch(undefined),
  pageNo: z.coerce.number().int().min(1).optional().catch(undefined),
  pageSize: z.coerce.number().int().min(1).max(100).optional().catch(undefined),
})

export const Route = createFileRoute('/_app/cooperate/goods/list')({
  validateSearch: searchSchema,
  component: CooperateGoodsRoute,
})

function CooperateGoodsRoute() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const { locale } = useLocale()
  const can = useAccess()
  const partners = usePartnerList({ pageNo: 1, pageSize: 100 })
  const suppliers = useMemo(
    () => (partners.data?.data ?? []).map((row) => ({ value: row.id, label: row.name })),
    [partners.data],
  )
  return (
    <CooperateGoodsScreen
      search={search}
      locale={locale}
      suppliers={suppliers}
      canPurchase={can('purchase_list.add')}
      onSearchChange={(change) => void navigate({ search: (current) => ({ ...current, ...change }) })}
      onReset={() => void navigate({ search: {} })}
    />
  )
}
