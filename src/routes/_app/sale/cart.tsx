// /sale/cart (hidden): the purchase cart; raising purchase orders leads to the purchase list.
import { useLingui } from '@lingui/react/macro'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { CartScreen } from '../../../features/purchasing/components/cart-screen'
import { NOT_PURCHASE_REASON_LABELS } from '../../../features/purchasing/purchase-labels'
import { useLocale } from '../../../lib/i18n'
import { usePartnerList } from '../../../lookups/api/list-partners'
import { useDictionary } from '../../../lookups/api/use-dictionary'

export const Route = createFileRoute('/_app/sale/cart')({ component: CartRoute })

function CartRoute() {
  const navigate = useNavigate()
  const { i18n } = useLingui()
  const { locale } = useLocale()
  const partners = usePartnerList({ pageNo: 1, pageSize: 100 })
  const dictionary = useDictionary('NOT_PURCHASE_REASON')
  const suppliers = useMemo(
    () => (partners.data?.data ?? []).map((row) => ({ value: row.id, label: row.name })),
    [partners.data],
  )
  const reasons = useMemo(
    () =>
      dictionary.entries.length > 0
        ? dictionary.entries.map((entry) => ({ value: entry.value, label: entry.text }))
        : Object.entries(NOT_PURCHASE_REASON_LABELS).map(([value, label]) => ({ value, label: i18n._(label) })),
    [dictionary.entries, i18n],
  )
  return (
    <CartScreen
      locale={locale}
      suppliers={suppliers}
      reasons={reasons}
      onCreated={() => void navigate({ to: '/purchase/list', search: { status: '1' } })}
    />
  )
}
