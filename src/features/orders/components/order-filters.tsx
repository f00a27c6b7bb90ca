// The order list's filters, bound to the URL: every change goes through onChange into the search params.
import { useLingui } from '@lingui/react/macro'
import { Badge, Tabs } from '@mantine/core'
import { memo, type ReactNode } from 'react'
import { Select } from '../../../components/floating/deferred'
import { DateRangeFilter } from '../../../components/list-page/date-range-filter'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import type { SaleOrderStatus, ShopSimple } from '../../../contract/orders'
import type { SaleOrderStatusCount } from '../../../contract/reports'
import { numberFormat } from '../../../lib/number-format'
import { ChannelShopFilters } from '../../../lookups/components/channel-filters'
import { hasOrderFilters, type OrderSearch } from '../order-search'
import type { OrderLookups } from '../types'

export interface OrderFiltersProps {
  search: OrderSearch
  onChange: (change: Partial<OrderSearch>) => void
  onReset: () => void
  lookups: OrderLookups
  shops: ShopSimple[]
  /** The list's saved views (composed by the route). */
  views?: ReactNode
}

const ALL = 'all'
// Tabs keep their width (label and count) and the row scrolls sideways on narrow screens. Their
// height is the one they have with a count badge from the first frame on, so the counts arriving
// (after the rows, often) push nothing below them down (a 4 px shift of the whole list: CLS 0.67).
const TAB_STYLE = { flex: '0 0 auto', minHeight: 40 } as const

// Memoised, as is OrderFilters: ticking an order's box re-renders the list screen, and these (tabs,
// date pickers, selects) were most of that render's cost on a phone (issue 21).
export const OrderStatusTabs = memo(function OrderStatusTabs({
  search,
  onChange,
  lookups,
  counts,
}: Pick<OrderFiltersProps, 'search' | 'onChange' | 'lookups'> & { counts?: SaleOrderStatusCount }) {
  const { t, i18n } = useLingui()
  const number = numberFormat(i18n.locale)
  // The count of each tab under the current filters (without the status itself).
  const badge = (value: number | undefined) =>
    value === undefined ? null : (
      <Badge size="sm" variant="light" color="gray" radius="sm" data-testid="status-count">
        {number.format(value)}
      </Badge>
    )
  return (
    <Tabs
      value={search.status ?? ALL}
      onChange={(value) => onChange({ status: value && value !== ALL ? (value as SaleOrderStatus) : undefined })}
    >
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
        <Tabs.Tab value={ALL} rightSection={badge(counts?.total)} style={TAB_STYLE}>
          {t`All`}
        </Tabs.Tab>
        {lookups.statuses.map((entry) => (
          <Tabs.Tab
            key={entry.value}
            value={entry.value}
            rightSection={badge(counts?.[entry.value as SaleOrderStatus])}
            style={TAB_STYLE}
          >
            {entry.text}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
})

export const OrderFilters = memo(function OrderFilters({
  search,
  onChange,
  onReset,
  lookups,
  shops,
  views,
}: OrderFiltersProps) {
  const { t } = useLingui()
  const _shopData = shops
    .filter((shop) => !search.channel || shop.channel === search.channel)
    .map((shop) => ({ value: shop.id, label: shop.name }))

  return (
    <FilterBar
      views={views}
      onReset={onReset}
      active={hasOrderFilters(search)}
      primary={
        <KeywordSearch
          value={search.keyword}
          placeholder={t`Order no., buyer or tracking no.`}
          onApply={(keyword) => onChange({ keyword })}
        />
      }
    >
      <Select
        label={t`Source`}
        w={{ base: '47%', sm: 150 }}
        clearable
        data={lookups.sources.map((entry) => ({ value: entry.value, label: entry.text }))}
        value={search.source ?? null}
        onChange={(value) => onChange({ source: value ?? undefined })}
      />
      <ChannelShopFilters channel={search.channel} shopId={search.shopId} shops={shops} onChange={onChange} />
      <DateRangeFilter
        label={t`Created`}
        from={search.createdFrom}
        to={search.createdTo}
        onChange={(createdFrom, createdTo) => onChange({ createdFrom, createdTo })}
      />
      <DateRangeFilter
        label={t`Paid`}
        from={search.paidFrom}
        to={search.paidTo}
        onChange={(paidFrom, paidTo) => onChange({ paidFrom, paidTo })}
      />
    </FilterBar>
  )
})
