// The plaza's filters, all in the URL: keyword, the offering account, plaza price range (yuan).
import { useLingui } from '@lingui/react/macro'
import { NumberInput, Select } from '@mantine/core'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import type { PlazaSearch } from '../plaza-search'

export function PlazaFilters({
  search,
  offerers,
  onChange,
}: {
  search: PlazaSearch
  /** The offerer choice (scope 'plaza' only). */
  offerers: { id: string; name: string }[] | null
  onChange: (change: Partial<PlazaSearch>) => void
}) {
  const { t } = useLingui()
  const set = (change: Partial<PlazaSearch>) => onChange({ ...change, pageNo: undefined })
  const whole = (value: string | number) => (value === '' ? undefined : Math.max(0, Math.trunc(Number(value))))
  return (
    <FilterBar
      primary={
        <KeywordSearch value={search.keyword} placeholder={t`Goods title`} onApply={(keyword) => set({ keyword })} />
      }
      active={Boolean(
        search.keyword || search.offererId || search.minPrice !== undefined || search.maxPrice !== undefined,
      )}
      onReset={() => set({ keyword: undefined, offererId: undefined, minPrice: undefined, maxPrice: undefined })}
    >
      {offerers && (
        <Select
          label={t`Offered by`}
          clearable
          data={offerers.map((row) => ({ value: row.id, label: row.name }))}
          value={search.offererId ?? null}
          onChange={(value) => set({ offererId: value ?? undefined })}
        />
      )}
      <NumberInput
        label={t`Plaza price from (¥)`}
        min={0}
        allowDecimal={false}
        value={search.minPrice ?? ''}
        onChange={(value) => set({ minPrice: whole(value) })}
      />
      <NumberInput
        label={t`Plaza price to (¥)`}
        min={0}
        allowDecimal={false}
        value={search.maxPrice ?? ''}
        onChange={(value) => set({ maxPrice: whole(value) })}
      />
    </FilterBar>
  )
}
