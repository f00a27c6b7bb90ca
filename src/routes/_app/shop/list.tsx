// /shop/list: the seller's storefront shops (custom channel) with the §9 statistics above them.

import { Stack } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { ShopSummary } from '../../../features/shops/components/shop-summary'
import { StorefrontShopsScreen } from '../../../features/storefront/components/storefront-shops-screen'
import { text } from '../../../lib/search-parsers'

export const Route = createFileRoute('/_app/shop/list')({
  validateSearch: (search: Record<string, unknown>): { settings?: string } => {
    const settings = text({ min: 1, max: 64 })(search.settings)
    return settings ? { settings } : {}
  },
  component: ShopListRoute,
})

function ShopListRoute() {
  const { settings } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <Stack gap="md">
      <StorefrontShopsScreen
        settingsOf={settings}
        onSettings={(id) => void navigate({ search: id ? { settings: id } : {} })}
      />
      <ShopSummary />
    </Stack>
  )
}
