// The review list's filters, bound to the URL through onChange.
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { CHANNELS } from '../../../contract/dictionaries'
import { type CommentSearch, hasCommentFilters } from '../comment-search'
import type { ShopChoice } from '../types'
import { DateRangeFilter } from './date-range-filter'

export interface CommentFiltersProps {
  search: CommentSearch
  onChange: (change: Partial<CommentSearch>) => void
  onReset: () => void
  shops: ShopChoice[]
}

export function CommentFilters({ search, onChange, onReset, shops }: CommentFiltersProps) {
  const { t } = useLingui()
  const recommended = search.recommended === undefined ? null : search.recommended ? 'yes' : 'no'
  return (
    <FilterBar
      onReset={onReset}
      active={hasCommentFilters(search)}
      primary={
        <KeywordSearch
          value={search.keyword}
          placeholder={t`Goods, buyer or review text`}
          onApply={(keyword) => onChange({ keyword })}
        />
      }
    >
      <Select
        label={t`Rating`}
        w={{ base: '47%', sm: 120 }}
        clearable
        data={[5, 4, 3, 2, 1].map((value) => ({ value: String(value), label: '★'.repeat(value) }))}
        value={search.rating ? String(search.rating) : null}
        onChange={(value) => onChange({ rating: value ? Number(value) : undefined })}
      />
      <Select
        label={t`Recommended`}
        w={{ base: '47%', sm: 140 }}
        clearable
        data={[
          { value: 'yes', label: t`Recommended` },
          { value: 'no', label: t`Not recommended` },
        ]}
        value={recommended}
        onChange={(value) => onChange({ recommended: value ? value === 'yes' : undefined })}
      />
      <Select
        label={t`Channel`}
        w={{ base: '47%', sm: 140 }}
        clearable
        data={CHANNELS.map((value) => ({ value, label: value }))}
        value={search.channel ?? null}
        onChange={(value) => onChange({ channel: (value as CommentSearch['channel']) ?? undefined, shopId: undefined })}
      />
      <Select
        label={t`Shop`}
        w={{ base: '47%', sm: 200 }}
        clearable
        searchable
        data={shops
          .filter((shop) => !search.channel || shop.channel === search.channel)
          .map((shop) => ({ value: shop.id, label: shop.name }))}
        value={search.shopId ?? null}
        onChange={(value) => onChange({ shopId: value ?? undefined })}
      />
      <DateRangeFilter
        label={t`Reviewed`}
        from={search.createdFrom}
        to={search.createdTo}
        onChange={(createdFrom, createdTo) => onChange({ createdFrom, createdTo })}
      />
    </FilterBar>
  )
}
