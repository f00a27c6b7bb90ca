// /goods/list: the filtered, paged goods list with single and bulk status changes (through the
// offline outbox: shown at once, marked "pending sync" while queued, rolled back with the server's
// message when refused), recommend, brand recommend, export, and
// the detail drawer. With no network the list comes from the device's goods mirror (filters applied
// locally, with the age of the data) and waiting changes still show on their rows.
// The route owns the URL; this screen reads the search it is given.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Menu, Stack } from '@mantine/core'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { ExportMenu } from '../../../components/list-page/export-menu'
import { useListControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { NeedsNetwork } from '../../../components/offline/needs-network'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { ConfigEntry } from '../../../contract/dictionaries'
import { GOODS_SORT_FIELDS, type GoodsRow, type GoodsStatus } from '../../../contract/goods'
import { useLocale } from '../../../lib/i18n'
import { notifySuccess } from '../../../lib/notify'
import { useShops } from '../../../lookups/api/get-shops'
import { useChangeGoodsStatus } from '../api/change-goods-status'
import { useBrandOptions, useCategoryTree } from '../api/goods-options'
import { useGoodsSyncStates, withSyncState } from '../api/goods-sync-states'
import { useGoodsList } from '../api/list-goods'
import { categoryAndDescendants, useMirrorGoodsPage } from '../api/offline-goods'
import { useQueueGoodsFlag } from '../api/set-goods-flag'
import { exportGoods, goodsExportColumns } from '../export-goods'
import { type GoodsSearch, goodsListRequest, hasGoodsFilters } from '../goods-search'
import { GoodsCard } from './goods-card'
import { type GoodsColumnActions, goodsColumns } from './goods-columns'
import { GoodsDetailDrawer } from './goods-detail-drawer'
import { GoodsFilters, GoodsStatusTabs } from './goods-filters'
import { GoodsStatusMenu } from './goods-status'

export interface GoodsListScreenProps {
  search: GoodsSearch
  onSearchChange: (change: Partial<GoodsSearch>) => void
  onReset: () => void
  /** goods_list.edit */
  canEdit: boolean
  /** goods_list.export */
  canExport: boolean
  colors: ConfigEntry[]
  /** The list's saved views (composed by the route). */
  views?: ReactNode
}

export function GoodsListScreen(props: GoodsListScreenProps) {
  const { search, onSearchChange, canEdit } = props
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const request = goodsListRequest(search)
  const list = useGoodsList(request)
  const offline = useIsOffline(list)
  const categoryTree = useCategoryTree().data
  const categoryIds = useMemo(
    () => categoryAndDescendants(categoryTree, request.categoryId),
    [categoryTree, request.categoryId],
  )
  const mirror = useMirrorGoodsPage(request, offline, categoryIds)
  const listProps = offline ? mirrorPageProps(mirror, list) : listQueryProps(list)
  const shops = useShops() ?? []
  const brands = useBrandOptions()
  const [selectedIds, setSelectedIds] = useState<string[]>([])
  const status = useChangeGoodsStatus()
  const recommend = useQueueGoodsFlag('recommended')
  const brandRecommend = useQueueGoodsFlag('brandRecommended')

  const syncStates = useGoodsSyncStates()
  // A change still in the outbox shows as made (marked "pending sync") until the server has it.
  const records = listProps.records
  const rows = useMemo(() => records.map((row) => withSyncState(row, syncStates)), [records, syncStates])
  // Selection is kept by id so an optimistic status change keeps the rows selected.
  const selected = rows.filter((row) => selectedIds.includes(row.id))
  const change = useCallback(
    (next: Partial<GoodsSearch>) => {
      setSelectedIds([])
      onSearchChange(next)
    },
    [onSearchChange],
  )
  // Memoised: a ticked row hands the pager and table the same handlers.
  const controls = useListControls<GoodsRow, (typeof GOODS_SORT_FIELDS)[number]>({
    request,
    onChange: onSearchChange,
    sort: { search: request, defaultSort: 'createdAt', fields: GOODS_SORT_FIELDS },
    // A new sort also clears the selection, as a filter change does.
    onSortChange: change,
  })
  const applyStatus = useCallback(
    (goods: GoodsRow[], next: GoodsStatus) =>
      status.mutate(
        { status: next, goods },
        {
          onSuccess: (outcomes) => {
            const done = outcomes.filter((outcome) => outcome.kind === 'done').length
            const queued = outcomes.filter((outcome) => outcome.kind === 'queued').length
            if (done > 0) notifySuccess(t`Status changed for ${done} goods`)
            if (queued > 0)
              notifySuccess(t`Status change saved for ${queued} goods; it will be sent when the connection is back`)
            if (done + queued > 0) setSelectedIds([])
          },
        },
      ),
    [status, t],
  )
  const setFlag = useCallback(
    (flag: typeof recommend, goods: GoodsRow[], value: boolean) =>
      flag.mutate(
        { goods, value },
        {
          onSuccess: ({ queued }) => {
            if (queued > 0)
              notifySuccess(t`Saved on this device for ${queued} goods; it will be sent when the connection is back`)
          },
        },
      ),
    [t],
  )
  const actions: GoodsColumnActions = useMemo(
    () => ({
      onOpen: (row) => onSearchChange({ goodsId: row.id }),
      onStatus: canEdit ? (row, next) => applyStatus([row], next) : undefined,
      onRecommend: canEdit ? (row, value) => setFlag(recommend, [row], value) : undefined,
      onBrandRecommend: canEdit ? (row, value) => setFlag(brandRecommend, [row], value) : undefined,
      syncStateOf: (id) => syncStates.get(id)?.state,
    }),
    [canEdit, onSearchChange, applyStatus, recommend, brandRecommend, setFlag, syncStates],
  )
  const columns = useMemo(() => goodsColumns(i18n, locale, actions), [i18n, locale, actions])

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Goods list`}
        actions={
          <>
            {canEdit && (
              <GoodsStatusMenu
                size="sm"
                from={selected.map((row) => row.status)}
                disabled={selected.length === 0 || status.isPending}
                label={t`Change status of selected (${selected.length})`}
                onChange={(next) => applyStatus(selected, next)}
                showRefused
              />
            )}
            {canEdit && selected.length > 0 && (
              <BulkFlagsMenu
                count={selected.length}
                onRecommend={(value) => setFlag(recommend, selected, value)}
                onBrandRecommend={(value) => setFlag(brandRecommend, selected, value)}
              />
            )}
            {props.canExport && offline && (
              <NeedsNetwork>
                <Trans>Export needs a connection</Trans>
              </NeedsNetwork>
            )}
            {props.canExport && (
              <ExportMenu
                disabled={offline || !list.data || list.data.totalCount === 0}
                run={(format, onProgress, signal) =>
                  exportGoods({
                    format,
                    search,
                    columns: goodsExportColumns(i18n, locale),
                    onProgress,
                    signal,
                    fileName: `${t`goods`}-${new Date().toISOString().slice(0, 10)}`,
                  })
                }
              />
            )}
          </>
        }
      />
      {offline && <OfflineNotice syncedAt={mirror.syncedAt} />}
      <GoodsStatusTabs search={search} onChange={change} />
      <GoodsFilters
        search={search}
        onChange={change}
        onReset={props.onReset}
        shops={shops}
        brands={brands}
        views={props.views}
      />
      <DataList<GoodsRow>
        label={t`Goods list`}
        {...listProps}
        // The rows of either source, each with its sync state (a change still in the outbox).
        records={rows}
        columns={columns}
        {...controls}
        selectedRecords={canEdit ? selected : undefined}
        onSelectedRecordsChange={canEdit ? (records) => setSelectedIds(records.map((row) => row.id)) : undefined}
        selectLabel={(row) => t`Select ${row.goodsNo}`}
        onRowClick={actions.onOpen}
        emptyText={t`No goods match these filters`}
        filtered={hasGoodsFilters(search)}
        renderCard={(row, selection) => <GoodsCard row={row} locale={locale} selection={selection} actions={actions} />}
      />
      <GoodsDetailDrawer
        goodsId={search.goodsId}
        onClose={() => onSearchChange({ goodsId: undefined })}
        canEdit={canEdit}
        locale={locale}
        colors={props.colors}
        brands={brands}
        syncStates={syncStates}
      />
    </Stack>
  )
}

/** Recommend or brand-recommend the selection (all or nothing on the server). */
function BulkFlagsMenu({
  count,
  onRecommend,
  onBrandRecommend,
}: {
  count: number
  onRecommend: (value: boolean) => void
  onBrandRecommend: (value: boolean) => void
}) {
  const { t } = useLingui()
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="sm" variant="default">{t`Recommend selected (${count})`}</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onRecommend(true)}>{t`Recommend`}</Menu.Item>
        <Menu.Item onClick={() => onRecommend(false)}>{t`Stop recommending`}</Menu.Item>
        <Menu.Item onClick={() => onBrandRecommend(true)}>{t`Brand recommend`}</Menu.Item>
        <Menu.Item onClick={() => onBrandRecommend(false)}>{t`Stop brand recommending`}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
