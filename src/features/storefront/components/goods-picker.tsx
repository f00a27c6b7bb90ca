// Picks goods on sale in a shop, searched by title, goods number or SKU; keeps the order picked.
import { useLingui } from '@lingui/react/macro'
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useRef, useState } from 'react'
import { PickMany } from '../../../components/pick-many'
import { useShopGoods } from '../api/pages'

export function GoodsPicker({
  shopId,
  label,
  value,
  known,
  onChange,
}: {
  shopId: string
  label: string
  value: string[]
  /** Titles of goods already chosen (they may not be in the current search). */
  known: Record<string, string>
  onChange: (ids: string[]) => void
}) {
  const { t } = useLingui()
  const [search, setSearch] = useState('')
  const [keyword] = useDebouncedValue(search, 300)
  const goods = useShopGoods(shopId, keyword).data ?? []
  const titles = useRef<Record<string, string>>({})
  for (const row of goods) titles.current[row.id] = row.title
  const data = useMemo(() => {
    const ids = [...new Set([...value, ...goods.map((row) => row.id)])]
    return ids.map((id) => ({ value: id, label: titles.current[id] ?? known[id] ?? id }))
  }, [goods, value, known])
  return (
    <PickMany
      label={label}
      searchable
      clearable
      placeholder={t`Search goods on sale in this shop`}
      nothingFoundMessage={t`No goods on sale match`}
      searchValue={search}
      onSearchChange={setSearch}
      data={data}
      value={value}
      onChange={onChange}
      maxValues={60}
    />
  )
}
