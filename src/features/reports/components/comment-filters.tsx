// The review list's filters, bound to the URL through onChange.
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { DateRangeFilter } from '../../../components/list-page/date-range-filter'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { YesNoFilter } from '../../../components/list-page/yes-no-filter'
import { ChannelShopFilters } from '../../../lookups/components/channel-filters'
import { type CommentSearch, hasCommentFilters } from '../comment-search'
import type { ShopChoice } from '../types'

export interface CommentFiltersProps {
  search: CommentSearch
  onChange: (change: Partial<CommentSearch>) => void
  onReset: () => void
  shops: ShopChoice[]
}

export function CommentFilters({ search, onChange, onReset, shops }: CommentFiltersProps) {
  const { t } = useLingui()
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
      <YesNoFilter
        label={t`Recommended`}
        yes={t`Recommended`}
        no={t`Not recommended`}
        w={{ base: '47%', sm: 140 }}
        value={search.recommended}
        onChange={(recommended) => onChange({ recommended })}
      />
      <ChannelShopFilters channel={search.channel} shopId={search.shopId} shops={shops} onChange={onChange} />
      <DateRangeFilter
        label={t`Reviewed`}
        from={search.createdFrom}
        to={search.createdTo}
        onChange={(createdFrom, createdTo) => onChange({ createdFrom, createdTo })}
      />
    </FilterBar>
  )
}
