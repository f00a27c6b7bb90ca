// Filters of the factory product lists: keyword, country (the factories' countries), category,
// factory (bound factories only) and, for the factory itself, status. Values live in the URL.
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import {
  MANUFACTURER_CATEGORIES,
  type ManufacturerCategory,
  SUPPLY_STATUSES,
  type SupplyStatus,
} from '../../../contract/supply'
import { useManufacturerCountries } from '../api/manufacturer-countries'
import { MANUFACTURER_CATEGORY_LABELS, SUPPLY_STATUS_LABELS } from '../supply-labels'
import type { SupplySearch } from '../supply-search'

export interface ManufacturerProductFiltersProps {
  search: SupplySearch
  onSearchChange: (change: Partial<SupplySearch>) => void
  onReset: () => void
  locale: string
  /** The factory's own list filters by status; the distributors' catalogue by country and factory. */
  own: boolean
  factories?: { value: string; label: string }[]
}

export function ManufacturerProductFilters({
  search,
  onSearchChange,
  onReset,
  locale,
  own,
  factories,
}: ManufacturerProductFiltersProps) {
  const { t, i18n } = useLingui()
  const countries = useManufacturerCountries(locale)
  const active = Boolean(search.keyword || search.country || search.category || search.factoryId || search.status)
  return (
    <FilterBar
      onReset={onReset}
      active={active}
      primary={
        <KeywordSearch
          value={search.keyword}
          placeholder={own ? t`Product or base model` : t`Product, base model or factory`}
          onApply={(keyword) => onSearchChange({ keyword })}
        />
      }
    >
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
      {!own && factories && (
        <Select
          label={t`Factory`}
          w={{ base: '100%', sm: 220 }}
          clearable
          data={factories}
          value={search.factoryId ?? null}
          onChange={(value) => onSearchChange({ factoryId: value ?? undefined })}
        />
      )}
      {own && (
        <Select
          label={t`Status`}
          w={{ base: '100%', sm: 160 }}
          clearable
          data={SUPPLY_STATUSES.map((value) => ({ value, label: i18n._(SUPPLY_STATUS_LABELS[value]) }))}
          value={search.status ?? null}
          onChange={(value) => onSearchChange({ status: (value as SupplyStatus | null) ?? undefined })}
        />
      )}
    </FilterBar>
  )
}
