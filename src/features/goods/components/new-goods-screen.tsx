// /goods/new/list: goods in the new-goods list (ordered by their position): show to buyers or
// not, edit the info, add new goods from a product model and a design, delete.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Stack, Switch, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { GOODS_PATHS, type GoodsRow } from '../../../contract/goods'
import { errorMessage } from '../../../lib/error-message'
import { useFirstContentShown } from '../../../lib/first-content'
import { useLocale } from '../../../lib/i18n'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useShops } from '../../../lookups/api/get-shops'
import { useBrandOptions } from '../api/goods-options'
import { useGoodsList } from '../api/list-goods'
import { useDeleteNewGoods } from '../api/new-goods'
import { useSetGoodsFlag } from '../api/set-goods-flag'
import { type GoodsSearch, goodsListRequest } from '../goods-search'
import { priceRange } from './goods-columns'
import { GoodsFilters } from './goods-filters'
import { GoodsStatusBadge } from './goods-status'
import { GoodsThumb } from './goods-thumb'
import { AddNewGoodsModal, type DesignPicker, NewGoodsInfoModal } from './new-goods-forms'

export interface NewGoodsScreenProps {
  search: GoodsSearch
  onSearchChange: (change: Partial<GoodsSearch>) => void
  onReset: () => void
  canAdd: boolean
  canEdit: boolean
  canDelete: boolean
  /** The materials-library design field of the add form. */
  designPicker: DesignPicker
}

export function NewGoodsScreen({
  search,
  onSearchChange,
  onReset,
  canAdd,
  canEdit,
  canDelete,
  designPicker,
}: NewGoodsScreenProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const request = goodsListRequest(search, { isNew: true })
  const list = useGoodsList(request)
  // The form is the screen's content, drawn at once: the shops (a gated lookup) may follow it.
  useFirstContentShown(true)
  const shops = useShops() ?? []
  const brands = useBrandOptions()
  const visible = useSetGoodsFlag(GOODS_PATHS.newVisible)
  const remove = useDeleteNewGoods()
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<GoodsRow | null>(null)

  const onDelete = async (row: GoodsRow) => {
    const ok = await confirm({
      title: t`Delete new goods`,
      message: t`Delete ${row.title}? It leaves the new goods list and is deleted.`,
      danger: true,
    })
    if (!ok) return
    remove.mutate(row.id, {
      onSuccess: () => notifySuccess(t`Deleted`),
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }
  const visibleSwitch = (row: GoodsRow) => (
    <Switch
      aria-label={t`Visible to buyers: ${row.goodsNo}`}
      checked={row.newVisible}
      disabled={!canEdit}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) => visible.mutate({ ids: [row.id], value: event.currentTarget.checked })}
    />
  )
  const rowActions = (row: GoodsRow, size: 'xs' | 'md') => (
    <Group gap="xs" wrap="nowrap" grow={size === 'md'}>
      {canEdit && (
        <Button size={size} variant="light" onClick={() => setEditing(row)}>
          <Trans>Edit</Trans>
        </Button>
      )}
      {canDelete && (
        <Button size={size} variant="light" color="red" onClick={() => void onDelete(row)}>
          <Trans>Delete</Trans>
        </Button>
      )}
    </Group>
  )
  const columns: DataTableColumn<GoodsRow>[] = [
    { accessor: 'newSort', title: t`Position`, width: 90 },
    {
      accessor: 'title',
      title: t`Goods and shop`,
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <GoodsThumb src={row.image} alt={row.title} />
          <Stack gap={0}>
            <Text size="sm">{row.title}</Text>
            <Text size="xs" c="dimmed">
              {row.goodsNo} · {row.shopName}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { accessor: 'minPrice', title: t`Price`, render: (row) => priceRange(row, locale) },
    { accessor: 'status', title: t`Status`, render: (row) => <GoodsStatusBadge status={row.status} /> },
    { accessor: 'newVisible', title: t`Visible to buyers`, render: visibleSwitch },
    { accessor: 'actions', title: t`Actions`, textAlign: 'right', render: (row) => rowActions(row, 'xs') },
  ]

  return (
    <Stack gap="md">
      <PageHeader
        title={t`New goods`}
        actions={
          canAdd && (
            <Button onClick={() => setAdding(true)}>
              <Trans>Add new goods</Trans>
            </Button>
          )
        }
      />
      <GoodsFilters search={search} onChange={onSearchChange} onReset={onReset} shops={shops} brands={brands} />
      <DataList<GoodsRow>
        label={t`New goods`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request, onChange: onSearchChange })}
        emptyText={t`No new goods yet`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={8}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <GoodsThumb src={row.image} alt={row.title} size={64} />
                <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} size="sm" lineClamp={2}>
                    {row.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    #{row.newSort} · {row.goodsNo} · {row.shopName}
                  </Text>
                  <Group gap="xs">
                    <GoodsStatusBadge status={row.status} />
                    <Text size="sm">{priceRange(row, locale)}</Text>
                  </Group>
                </Stack>
              </Group>
              <Group justify="space-between" wrap="nowrap">
                <Group gap={6} wrap="nowrap">
                  {visibleSwitch(row)}
                  <Text size="sm">{t`Visible`}</Text>
                </Group>
                {rowActions(row, 'md')}
              </Group>
            </Stack>
          </Card>
        )}
      />
      <AddNewGoodsModal
        opened={adding}
        onClose={() => setAdding(false)}
        shops={shops}
        brands={brands}
        designPicker={designPicker}
      />
      <NewGoodsInfoModal goods={editing} onClose={() => setEditing(null)} brands={brands} />
    </Stack>
  )
}
