// The storefront shop a page-settings screen works on (kept in the URL by the route).
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { useEffect } from 'react'
import { useStorefrontShops } from '../api/shops'

export function ShopPicker({ value, onChange }: { value: string | undefined; onChange: (shopId: string) => void }) {
  const { t } = useLingui()
  const shops = useStorefrontShops().data?.data
  // No shop chosen yet: the first one, so the screen shows something useful at once.
  useEffect(() => {
    const first = shops?.[0]
    if (!value && first) onChange(first.id)
  }, [value, shops, onChange])
  return (
    <Select
      label={t`Shop`}
      w={{ base: '100%', sm: 280 }}
      value={value ?? null}
      allowDeselect={false}
      data={(shops ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
      onChange={(id) => id && onChange(id)}
    />
  )
}
