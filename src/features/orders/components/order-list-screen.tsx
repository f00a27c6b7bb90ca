// /sale/order: the filtered, paged order list with bulk ship, accept, delay, cancel and export. The route owns the URL;
// this screen reads the search it is given and reports changes.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Stack } from '@mantine/core'
import { lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { BulkBar } from '../../../components/bulk/bulk-bar'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { ExportMenu } from '../../../components/list-page/export-menu'
import { useListControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { showsDeviceFirst } from '../../../components/offline/mirror-page'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import { SALE_ORDER_STATUS } from '../../../contract/config-values'
import type { SaleOrderRow, ShopSimple } from '../../../contract/orders'
import { useLocale } from '../../../lib/i18n'
import { notifySuccess } from '../../../lib/notify'
import { SALE_ORDER_SORT_FIELDS } from '../../../lib/url-enums'
import { useShops } from '../../../lookups/api/get-shops'
import type { BulkOrderAction } from '../api/bulk-order-change'
import { useOrderList } from '../api/list-orders'
import { useMirrorOrderPage, useOrderSyncStates } from '../api/offline-reads'
import { useOrderStatusCount } from '../api/order-status-count'
import { exportOrders, orderExportColumns } from '../export-orders'
import { hasOrderFilters, type OrderSearch, orderListRequest } from '../order-search'
import type { OrderLookups } from '../types'
import { OrderCard } from './order-card'
import { orderColumns } from './order-columns'
import { OrderFilters, OrderStatusTabs } from './order-filters'

export interface OrderListScreenProps {
  search: OrderSearch
  onSearchChange: (change: Partial<OrderSearch>) => void
  onReset: () => void
  onOpenOrder: (order: SaleOrderRow) => void
  lookups: OrderLookups
  /** sale_order.edit */
  canShip: boolean
  /** sale_order.export */
  canExport: boolean
  /** The list's saved views (composed by the route). */
  views?: ReactNode
}

/** One empty list while the shops load, so the memoised filters do not render again for a new one. */
const NO_SHOPS: ShopSimple[] = []
/** The bulk ship drawer's orders while it is closed: the same list each render, so it does not render again. */
const NO_ORDERS: SaleOrderRow[] = []

// The action forms load when first wanted, not before the list is usable (issue 21): they check what
// is typed with the contract's zod schemas, which the list itself never needs. Choosing rows starts
// loading the bulk ones. The service worker caches them with the first screens (build/precache-shell.ts).
const loadBulkShip = () => import('./bulk-ship-drawer')
const loadBulkChange = () => import('./bulk-order-change')
const BulkShipDrawer = lazy(() => loadBulkShip().then((module) => ({ default: module.BulkShipDrawer })))
const BulkOrderChange = lazy(() => loadBulkChange().then((module) => ({ default: module.BulkOrderChange })))
const ShipOrderForm = lazy(() => import('./order-action-forms').then((module) => ({ default: module.ShipOrderForm })))

const canShipNow = (order: SaleOrderRow) => order.status === SALE_ORDER_STATUS.toShip

export function OrderListScreen(props: OrderListScreenProps) {
  const { search, onSearchChange, lookups, onOpenOrder, canShip } = props
  // The rows and cards take new dictionaries (labels) in a render that yields: each dictionary that
  // arrives (from the server, or the device once its database opens) changed every card of the page
  // at once, in one blocking render of up to ~60 ms on a phone amid its first sync (issue 21, the
  // first visit's long task after the rows). Until then they keep the labels they show.
  const rowLookups = useDeferredValue(lookups)
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const request = orderListRequest(search)
  const list = useOrderList(request)
  const offline = useIsOffline(list)
  // Also read while the server has not answered yet, so the device's rows show first (issue 21).
  const mirror = useMirrorOrderPage(request, offline || (list.data === undefined && !request.keyword))
  const fromDevice = offline || showsDeviceFirst(mirror, list, request.keyword)
  const syncStates = useOrderSyncStates()
  // A queued shipment is not offered again until the server has answered.
  const shippable = (order: SaleOrderRow) => canShipNow(order) && !syncStates.has(order.id)
  const shops = useShops() ?? NO_SHOPS
  const statusCounts = useOrderStatusCount(search)
  const [selected, setSelected] = useState<SaleOrderRow[]>([])
  const [shipping, setShipping] = useState<SaleOrderRow[] | null>(null)
  // Mounted from its first opening on, so it can slide out when closed.
  const [shipDrawerMounted, setShipDrawerMounted] = useState(false)
  // A card's Ship (phones) opens the single-order form, not the bulk table.
  const [shippingOne, setShippingOne] = useState<SaleOrderRow | null>(null)
  const [changing, setChanging] = useState<{ action: BulkOrderAction; orders: SaleOrderRow[] } | null>(null)
  // An order with a change still queued is not chosen again until the server has answered.
  const selectable = (order: SaleOrderRow) => !syncStates.has(order.id)

  const change = useCallback(
    (next: Partial<OrderSearch>) => {
      setSelected([])
      onSearchChange(next)
    },
    [onSearchChange],
  )
  const anySelected = selected.length > 0
  useEffect(() => {
    if (!anySelected) return
    // A failure is met again, and shown, when the form itself loads.
    loadBulkShip().catch(() => {})
    loadBulkChange().catch(() => {})
  }, [anySelected])
  const closeShipping = useCallback(() => setShipping(null), [])
  const dropFromSelection = useCallback(
    (ids: string[]) => setSelected((current) => current.filter((row) => !ids.includes(row.id))),
    [],
  )
  // Memoised: a ticked row or a sync tick hands the pager and table the same handlers.
  const controls = useListControls<SaleOrderRow, (typeof SALE_ORDER_SORT_FIELDS)[number]>({
    request,
    onChange: onSearchChange,
    sort: { search: request, defaultSort: 'createdAt', fields: SALE_ORDER_SORT_FIELDS },
    // A new sort also clears the selection, as a filter change does.
    onSortChange: change,
  })
  const columns = useMemo(
    () => orderColumns(rowLookups, i18n, locale, syncStates),
    [rowLookups, i18n, locale, syncStates],
  )
  const listProps = fromDevice ? mirrorPageProps(mirror, list) : listQueryProps(list)
  const toShip = selected.filter(shippable)

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Sales orders`}
        actions={
          <>
            {canShip && (
              <Button
                disabled={toShip.length === 0}
                onClick={() => {
                  setShipDrawerMounted(true)
                  setShipping(toShip)
                }}
              >
                {t`Ship selected (${toShip.length})`}
              </Button>
            )}
            {props.canExport && (
              <ExportMenu
                disabled={offline || !list.data || list.data.totalCount === 0}
                run={(format, onProgress, signal) =>
                  exportOrders({
                    format,
                    search,
                    columns: orderExportColumns(i18n, lookups, locale),
                    onProgress,
                    signal,
                    fileName: `${t`orders`}-${new Date().toISOString().slice(0, 10)}`,
                  })
                }
              />
            )}
          </>
        }
      />
      {offline && (
        <OfflineNotice syncedAt={mirror.syncedAt}>
          {/* The device's keyword index matches word starts, not anywhere inside (db/mirror/order-search.ts). */}
          {request.keyword && (
            <span data-testid="offline-keyword-rule">
              <Trans>
                On this device the keyword finds orders whose order number, channel order number, buyer name or tracking
                number has a word starting with it.
              </Trans>
            </span>
          )}
        </OfflineNotice>
      )}
      <OrderStatusTabs search={search} onChange={change} lookups={lookups} counts={statusCounts} />
      <OrderFilters
        search={search}
        onChange={change}
        onReset={props.onReset}
        lookups={lookups}
        shops={shops}
        views={props.views}
      />
      {canShip && (
        <BulkBar count={selected.length} onClear={() => setSelected([])} label={t`Bulk actions`}>
          <Button size="sm" variant="light" onClick={() => setChanging({ action: 'accept', orders: selected })}>
            {t`Accept (${selected.length})`}
          </Button>
          <Button size="sm" variant="light" onClick={() => setChanging({ action: 'delay', orders: selected })}>
            {t`Delay (${selected.length})`}
          </Button>
          <Button
            size="sm"
            variant="light"
            color="red"
            onClick={() => setChanging({ action: 'cancel', orders: selected })}
          >
            {t`Cancel (${selected.length})`}
          </Button>
        </BulkBar>
      )}
      <DataList<SaleOrderRow>
        label={t`Orders`}
        {...listProps}
        columns={columns}
        {...controls}
        selectedRecords={canShip ? selected : undefined}
        onSelectedRecordsChange={canShip ? setSelected : undefined}
        isRecordSelectable={selectable}
        selectLabel={(order) => t`Select ${order.orderNo}`}
        onRowClick={onOpenOrder}
        emptyText={t`No orders match these filters`}
        filtered={hasOrderFilters(search)}
        renderCard={(order, selection) => (
          <OrderCard
            order={order}
            lookups={rowLookups}
            locale={locale}
            selection={selection}
            onShip={canShip && shippable(order) ? setShippingOne : undefined}
            syncState={syncStates.get(order.id)}
          />
        )}
      />
      {/* One boundary each: a form loading does not hide another that is open. */}
      <Suspense fallback={null}>
        {shippingOne && (
          <ShipOrderForm
            order={shippingOne}
            lookups={lookups}
            onClose={() => setShippingOne(null)}
            onReload={() => void list.refetch()}
            onDone={(message) => {
              notifySuccess(message)
              setShippingOne(null)
            }}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {changing && (
          <BulkOrderChange
            action={changing.action}
            orders={changing.orders}
            lookups={lookups}
            locale={locale}
            onClose={() => setChanging(null)}
            onChanged={dropFromSelection}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {shipDrawerMounted && (
          <BulkShipDrawer
            opened={shipping != null}
            orders={shipping ?? NO_ORDERS}
            lookups={lookups}
            onClose={closeShipping}
            onShipped={dropFromSelection}
          />
        )}
      </Suspense>
    </Stack>
  )
}
