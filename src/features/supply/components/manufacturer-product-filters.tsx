// The factory product lists' own filters, beside the keyword, partner and status that every supply
// list has (supply-list-screen): the factories' country (for a distributor) and the category.
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { MANUFACTURER_CATEGORIES, type ManufacturerCategory } from '../../../contract/supply'
import { useManufacturerCountries } from '../api/manufacturer-countries'
import { MANUFACTURER_CATEGORY_LABELS } from '../supply-labels'
import type { SupplySearch } from '../supply-search'

export interface ManufacturerProductFiltersProps {
  search: SupplySearch
  onSearchChange: (change: Partial<SupplySearch>) => void
  locale: string
  /** The factory's own list has no country filter: its products are all of its own country. */
  own: boolean
}

export function ManufacturerProductFilters({ search, onSearchChange, locale, own }: ManufacturerProductFiltersProps) {
  const { t, i18n } = useLingui()
  const countries = useManufacturerCountries(locale)
  return (
    <>
      {!own && (
        <Select
          label={t`Country`}
          w={{ base: '100%', sm: 200 }}
          clearable
          searchable
          data={(countries.data ?? []).map((row) => ({ value: row.value, label: `${row.text} (${row.productCount})` }))}
          value={search.country ?? null}
          onChange={(value) => onSearchChange({ country: value ?? undefined })}
        />
      )}
      <Select
        label={t`Category`}
        w={{ base: '100%', sm: 180 }}
        clearable
        data={MANUFACTURER_CATEGORIES.map((value) => ({ value, label: i18n._(MANUFACTURER_CATEGORY_LABELS[value]) }))}
        value={search.category ?? null}
        onChange={(value) => onSearchChange({ category: (value as ManufacturerCategory | null) ?? undefined })}
      />
    </>
  )
}
