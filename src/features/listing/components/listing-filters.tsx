// The filters of the goods-per-channel list: shop, publishing, sync and export state, keyword and
// creation dates — all in the URL.
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { DateRangeFilter } from '../../../components/list-page/date-range-filter'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { type ChannelShop, EXPORT_STATES, PUBLISH_STATES, SYNC_STATES } from '../../../contract/listing'
import { EXPORT_STATE_LABELS, PUBLISH_STATE_LABELS, SYNC_STATE_LABELS } from '../listing-labels'
import type { ListingGoodsSearch } from '../listing-search'

export function ListingFilters({
  search,
  shops,
  onChange,
}: {
  search: ListingGoodsSearch
  shops: ChannelShop[]
  onChange: (change: Partial<ListingGoodsSearch>) => void
}) {
  const { t, i18n } = useLingui()
  const set = (change: Partial<ListingGoodsSearch>) => onChange({ ...change, pageNo: undefined })
  const active = Boolean(
    search.shopId ||
      search.publishState ||
      search.syncState ||
      search.exportState ||
      search.keyword ||
      search.from ||
      search.to,
  )
  return (
    <FilterBar
      primary={
        <KeywordSearch
          value={search.keyword}
          placeholder={t`Goods title or number`}
          onApply={(keyword) => set({ keyword })}
        />
      }
      active={active}
      onReset={() =>
        set({
          shopId: undefined,
          publishState: undefined,
          syncState: undefined,
          exportState: undefined,
          keyword: undefined,
          from: undefined,
          to: undefined,
        })
      }
    >
      <Select
        label={t`Shop`}
        clearable
        data={shops.map((shop) => ({ value: shop.id, label: shop.name }))}
        value={search.shopId ?? null}
        onChange={(value) => set({ shopId: value ?? undefined })}
      />
      <Select
        label={t`Publishing state`}
        clearable
        data={PUBLISH_STATES.map((state) => ({ value: state, label: i18n._(PUBLISH_STATE_LABELS[state]) }))}
        value={search.publishState ?? null}
        onChange={(value) => set({ publishState: (value as ListingGoodsSearch['publishState']) ?? undefined })}
      />
      <Select
        label={t`Sync state`}
        clearable
        data={SYNC_STATES.map((state) => ({ value: state, label: i18n._(SYNC_STATE_LABELS[state]) }))}
        value={search.syncState ?? null}
        onChange={(value) => set({ syncState: (value as ListingGoodsSearch['syncState']) ?? undefined })}
      />
      <Select
        label={t`Export state`}
        clearable
        data={EXPORT_STATES.map((state) => ({ value: state, label: i18n._(EXPORT_STATE_LABELS[state]) }))}
        value={search.exportState ?? null}
        onChange={(value) => set({ exportState: (value as ListingGoodsSearch['exportState']) ?? undefined })}
      />
      <DateRangeFilter label={t`Listed`} from={search.from} to={search.to} onChange={(from, to) => set({ from, to })} />
    </FilterBar>
  )
}
