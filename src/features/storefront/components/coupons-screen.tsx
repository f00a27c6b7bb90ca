// /coupon/list: coupons of the storefront shops — what each takes off over what minimum, how many
// were issued, claimed and used, validity, state (effective / invalid); issue, edit, stop.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { DataTableColumn } from 'mantine-datatable'
import { useAccess } from '../../../components/access'
import { confirm } from '../../../components/confirm-dialog'
import { PageHeader } from '../../../components/list-page/page-header'
import type { CouponView } from '../../../contract/storefront'
import { errorMessage } from '../../../lib/error-message'
import { formatDay } from '../../../lib/format-date'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useCouponList, useStopCoupon } from '../api/coupons'
import { useStorefrontShops } from '../api/shops'
import { couponListRequest } from '../storefront-search'
import { CouponDrawer } from './coupon-drawer'
import { yuan } from './money-input'
import { ShopList, ShopListFilters } from './shop-list'

export interface CouponSearch {
  pageNo?: number
  pageSize?: number
  shopId?: string
  state?: 'effective' | 'invalid'
  keyword?: string
  edit?: string
}

export function CouponsScreen({
  search,
  onSearchChange,
}: {
  search: CouponSearch
  onSearchChange: (change: Partial<CouponSearch>) => void
}) {
  const { t, i18n } = useLingui()
  const can = useAccess()
  const shops = useStorefrontShops().data?.data ?? []
  const { edit, ...filters } = search
  // The route's loader prefetches this same request (routes/_app/coupon/list.tsx).
  const request = couponListRequest(search)
  const query = useCouponList(request)
  const stop = useStopCoupon()
  const rows = query.data?.data ?? []
  const shopNames = (row: CouponView) =>
    row.shopIds.map((id) => shops.find((shop) => shop.id === id)?.name ?? id).join(', ')
  const value = (row: CouponView) => {
    const minimum = yuan(row.minAmount)
    const off = row.kind === 'amount' ? yuan(row.amountOff) : `${row.percentOff}%`
    return t`${off} off over ${minimum}`
  }
  const period = (row: CouponView) => `${formatDay(row.startsAt, i18n.locale)} – ${formatDay(row.endsAt, i18n.locale)}`
  const badge = (row: CouponView) => (
    <Badge color={row.state === 'effective' ? 'green' : 'gray'} variant="light">
      {row.state === 'effective' ? t`Effective` : t`Invalid`}
    </Badge>
  )
  const stopCoupon = async (row: CouponView) => {
    const ok = await confirm({
      title: t`Stop ${row.name}?`,
      message: t`No one can claim it any more. Coupons already claimed stay usable until they expire.`,
      confirmLabel: t`Stop`,
      danger: true,
    })
    if (!ok) return
    stop.mutate(
      { id: row.id },
      { onSuccess: () => notifySuccess(t`Coupon stopped`), onError: (error) => notifyFailure(errorMessage(error)) },
    )
  }
  const actions = (row: CouponView) =>
    row.stopped ? null : (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {can('setting.edit') ? (
          <Button size="compact-sm" variant="subtle" onClick={() => onSearchChange({ edit: row.id })}>
            <Trans>Edit</Trans>
          </Button>
        ) : null}
        {can('setting.disable') ? (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => void stopCoupon(row)}>
            <Trans>Stop</Trans>
          </Button>
        ) : null}
      </Group>
    )
  const counts = (row: CouponView) => (
    <Stack gap={2}>
      <Text size="sm">
        <Trans>
          {row.claimed}/{row.quantity} claimed · {row.used} used
        </Trans>
      </Text>
      <Progress value={(row.claimed / row.quantity) * 100} size="xs" aria-hidden />
    </Stack>
  )
  const columns: DataTableColumn<CouponView>[] = [
    { accessor: 'name', title: t`Coupon` },
    { accessor: 'kind', title: t`Value`, render: value },
    { accessor: 'claimed', title: t`Claimed / used`, width: 180, render: counts },
    { accessor: 'perMember', title: t`Per member`, textAlign: 'right' },
    { accessor: 'startsAt', title: t`Valid`, render: period },
    { accessor: 'shopIds', title: t`Shops`, render: shopNames },
    { accessor: 'state', title: t`State`, render: badge },
    { accessor: 'actions', title: '', textAlign: 'right', render: actions },
  ]
  const target = !edit ? null : edit === 'new' ? 'new' : (rows.find((row) => row.id === edit) ?? null)
  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Coupons</Trans>}
        actions={
          can('setting.add') ? (
            <Button
              leftSection={<IconPlus size={16} />}
              disabled={shops.length === 0}
              onClick={() => onSearchChange({ edit: 'new' })}
            >
              <Trans>Issue coupon</Trans>
            </Button>
          ) : null
        }
      />
      <ShopListFilters
        search={filters}
        onSearchChange={onSearchChange}
        shops={shops}
        keywordPlaceholder={t`Coupon name`}
        choice={{
          key: 'state',
          label: t`State`,
          options: [
            { value: 'effective', label: t`Effective` },
            { value: 'invalid', label: t`Invalid` },
          ],
        }}
      />
      <ShopList<CouponView>
        query={query}
        request={request}
        onSearchChange={onSearchChange}
        label={t`Coupons`}
        columns={columns}
        emptyText={<Trans>No coupons yet</Trans>}
        cardTitle={(row) => row.name}
        cardBadge={badge}
        cardBody={(row) => (
          <>
            <Text size="sm">{value(row)}</Text>
            {counts(row)}
            <Text size="sm" c="dimmed">
              {period(row)} · {shopNames(row)}
            </Text>
            {actions(row)}
          </>
        )}
      />
      <CouponDrawer target={target} shops={shops} onClose={() => onSearchChange({ edit: undefined })} />
    </Stack>
  )
}
