// Columns of the goods table (desktop and tablet).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Anchor, Group, Stack, Switch, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { WIDE_ONLY } from '../../../components/list-page/data-list'
import type { GoodsRow, GoodsStatus } from '../../../contract/goods'
import type { OutboxState } from '../../../db/outbox/types'
import { formatDay } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import { channelName } from '../../../lookups/channel-names'
import { GoodsStatusBadge, GoodsStatusMenu } from './goods-status'
import { GoodsSyncBadge } from './goods-sync-badge'
import { GoodsThumb } from './goods-thumb'

const TITLES = {
  goods: msg`Goods and model`,
  shop: msg`Shop / channel`,
  brand: msg`Brand`,
  price: msg`Price`,
  status: msg`Status`,
  recommended: msg`Recommended`,
  brandRecommended: msg`Brand recommended`,
  updated: msg`Updated`,
  actions: msg`Actions`,
  change: msg`Change status`,
}

export interface GoodsColumnActions {
  onOpen: (row: GoodsRow) => void
  /** Present when the user may edit goods. */
  onStatus?: (row: GoodsRow, status: GoodsStatus) => void
  onRecommend?: (row: GoodsRow, value: boolean) => void
  onBrandRecommend?: (row: GoodsRow, value: boolean) => void
  /** The outbox state of a goods with a status change not yet on the server. */
  syncStateOf?: (id: string) => OutboxState | undefined
}

export const priceRange = (row: Pick<GoodsRow, 'minPrice' | 'maxPrice'>, locale: string) =>
  row.minPrice === row.maxPrice
    ? formatMoney(row.minPrice, 'CNY', locale)
    : `${formatMoney(row.minPrice, 'CNY', locale)} – ${formatMoney(row.maxPrice, 'CNY', locale)}`

export function goodsColumns(i18n: I18n, locale: string, actions: GoodsColumnActions): DataTableColumn<GoodsRow>[] {
  const t = (key: keyof typeof TITLES) => i18n._(TITLES[key])
  return [
    {
      accessor: 'title',
      title: t('goods'),
      sortable: true,
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <GoodsThumb src={row.image} alt={row.title} />
          <Stack gap={0} miw={0}>
            <Anchor
              component="button"
              type="button"
              size="sm"
              ta="left"
              onClick={(event) => {
                event.stopPropagation()
                actions.onOpen(row)
              }}
            >
              {row.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {row.goodsNo} · {row.productTitle}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      accessor: 'shopName',
      title: t('shop'),
      render: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.shopName}</Text>
          <Text size="xs" c="dimmed">
            {channelName((name) => i18n._(name), row.channel)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'brandName',
      title: t('brand'),
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => row.brandName ?? '—',
    },
    { accessor: 'minPrice', title: t('price'), sortable: true, render: (row) => priceRange(row, locale) },
    {
      accessor: 'status',
      title: t('status'),
      render: (row) => (
        <Stack gap={4} align="flex-start">
          <GoodsStatusBadge status={row.status} />
          <GoodsSyncBadge state={actions.syncStateOf?.(row.id)} />
        </Stack>
      ),
    },
    {
      accessor: 'recommended',
      title: t('recommended'),
      render: (row) => (
        <Switch
          aria-label={`${t('recommended')} ${row.goodsNo}`}
          checked={row.recommended}
          disabled={!actions.onRecommend || row.status === 'deleted'}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => actions.onRecommend?.(row, event.currentTarget.checked)}
        />
      ),
    },
    {
      accessor: 'brandRecommended',
      title: t('brandRecommended'),
      visibleMediaQuery: WIDE_ONLY,
      render: (row) => (
        <Switch
          aria-label={`${t('brandRecommended')} ${row.goodsNo}`}
          checked={row.brandRecommended}
          disabled={!actions.onBrandRecommend || !row.brandId || row.status === 'deleted'}
          onClick={(event) => event.stopPropagation()}
          onChange={(event) => actions.onBrandRecommend?.(row, event.currentTarget.checked)}
        />
      ),
    },
    {
      accessor: 'updatedAt',
      title: t('updated'),
      visibleMediaQuery: WIDE_ONLY,
      sortable: true,
      render: (row) => formatDay(row.updatedAt, locale),
    },
    {
      accessor: 'actions',
      title: t('actions'),
      textAlign: 'right',
      render: (row) =>
        actions.onStatus ? (
          <GoodsStatusMenu
            from={[row.status]}
            label={t('change')}
            onChange={(status) => actions.onStatus?.(row, status)}
          />
        ) : null,
    },
  ]
}
