// The goods list's filters, bound to the URL: status tabs, keyword, shop, channel, brand, category,
// recommended.
import { useLingui } from '@lingui/react/macro'
import { Select, Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { YesNoFilter } from '../../../components/list-page/yes-no-filter'
import { GOODS_STATUSES, type GoodsStatus } from '../../../contract/goods'
import type { ShopSimple } from '../../../contract/orders'
import { ChannelShopFilters } from '../../../lookups/components/channel-filters'
import { GOODS_STATUS_LABELS } from '../../../lookups/goods-labels'
import { type BrandOption, flattenCategories, useCategoryTree } from '../api/goods-options'
import { type GoodsSearch, hasGoodsFilters } from '../goods-search'

const ALL = 'all'

export function GoodsStatusTabs({
  search,
  onChange,
}: {
  search: GoodsSearch
  onChange: (change: Partial<GoodsSearch>) => void
}) {
  const { t, i18n } = useLingui()
  return (
    <Tabs
      value={search.status ?? ALL}
      onChange={(value) => onChange({ status: value && value !== ALL ? (value as GoodsStatus) : undefined })}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value={ALL}>{t`All`}</Tabs.Tab>
        {GOODS_STATUSES.map((status) => (
          <Tabs.Tab key={status} value={status}>
            {i18n._(GOODS_STATUS_LABELS[status])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
}

export interface GoodsFiltersProps {
  search: GoodsSearch
  onChange: (change: Partial<GoodsSearch>) => void
  onReset: () => void
  shops: ShopSimple[]
  brands: BrandOption[]
  /** The list's saved views (composed by the route). */
  views?: ReactNode
}

export function GoodsFilters({ search, onChange, onReset, shops, brands, views }: GoodsFiltersProps) {
  const { t } = useLingui()
  const categories = flattenCategories(useCategoryTree().data ?? [])
  return (
    <FilterBar
      views={views}
      onReset={onReset}
      active={hasGoodsFilters(search)}
      primary={
        <KeywordSearch
          value={search.keyword}
          placeholder={t`Title or goods no.`}
          onApply={(keyword) => onChange({ keyword })}
        />
      }
    >
      <ChannelShopFilters channel={search.channel} shopId={search.shopId} shops={shops} onChange={onChange} />
      <Select
        label={t`Brand`}
        w={{ base: '47%', sm: 160 }}
        clearable
        data={brands.map((brand) => ({ value: brand.id, label: brand.name }))}
        value={search.brandId ?? null}
        onChange={(value) => onChange({ brandId: value ?? undefined })}
      />
      <Select
        label={t`Category`}
        w={{ base: '47%', sm: 220 }}
        clearable
        searchable
        data={categories}
        value={search.categoryId ?? null}
        onChange={(value) => onChange({ categoryId: value ?? undefined })}
      />
      <YesNoFilter
        label={t`Recommended`}
        yes={t`Recommended`}
        no={t`Not recommended`}
        value={search.recommended}
        onChange={(recommended) => onChange({ recommended })}
      />
    </FilterBar>
  )
}
