// /shop/member: the storefront's customers — phone, nickname, where they joined, orders and spend;
// search and filters; disable; reset (signs them out and texts a sign-in code).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useState } from 'react'
import { useAccess } from '../../../components/access'
import { confirm } from '../../../components/confirm-dialog'
import { PageHeader } from '../../../components/list-page/page-header'
import type { MemberView } from '../../../contract/storefront'
import { errorMessage } from '../../../lib/error-message'
import { formatDay } from '../../../lib/format-date'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useMemberList, useMemberStatus, useResetMember } from '../api/members'
import { useStorefrontShops } from '../api/shops'
import { memberListRequest } from '../storefront-search'
import { MemberOrdersDrawer } from './member-orders-drawer'
import { yuan } from './money-input'
import { EnabledBadge, ShopList, ShopListFilters, useEnabledOptions } from './shop-list'

export interface MemberSearch {
  pageNo?: number
  pageSize?: number
  shopId?: string
  counterId?: string
  keyword?: string
  status?: 'enabled' | 'disabled'
}

export function MembersScreen({
  search,
  onSearchChange,
  orderStatusLabel,
}: {
  search: MemberSearch
  onSearchChange: (change: Partial<MemberSearch>) => void
  /** SALE_ORDER_STATUS code → its name, for the member's orders. */
  orderStatusLabel: (status: string) => string
}) {
  const { t, i18n } = useLingui()
  const can = useAccess()
  const shops = useStorefrontShops().data?.data ?? []
  // The route's loader prefetches this same request (routes/_app/shop/member.tsx).
  const request = memberListRequest(search)
  const query = useMemberList(request)
  const status = useMemberStatus()
  const reset = useResetMember()
  const [ordersOf, setOrdersOf] = useState<MemberView | null>(null)

  const resetMember = async (row: MemberView) => {
    const ok = await confirm({
      title: t`Reset member ${row.phone}?`,
      message: t`The member is signed out on every device and gets a sign-in code by SMS.`,
      confirmLabel: t`Reset`,
    })
    if (!ok) return
    reset.mutate(
      { id: row.id },
      {
        onSuccess: () => notifySuccess(t`Code sent to ${row.phone}`),
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  }
  const toggle = (row: MemberView) =>
    status.mutate(
      { id: row.id, status: row.status === 'enabled' ? 'disabled' : 'enabled' },
      {
        onSuccess: () => notifySuccess(row.status === 'enabled' ? t`Member disabled` : t`Member enabled`),
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  const badge = (row: MemberView) => <EnabledBadge status={row.status} />
  const enabledOptions = useEnabledOptions()
  const actions = (row: MemberView) => (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Button size="compact-sm" variant="subtle" onClick={() => setOrdersOf(row)}>
        <Trans>Orders</Trans>
      </Button>
      {can('shop_manage.edit') ? (
        <Button size="compact-sm" variant="subtle" onClick={() => void resetMember(row)}>
          <Trans>Reset</Trans>
        </Button>
      ) : null}
      {can('shop_manage.disable') ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color={row.status === 'enabled' ? 'red' : undefined}
          onClick={() => toggle(row)}
        >
          {row.status === 'enabled' ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
        </Button>
      ) : null}
    </Group>
  )
  const columns: DataTableColumn<MemberView>[] = [
    { accessor: 'phone', title: t`Phone` },
    { accessor: 'nickname', title: t`Nickname`, render: (row) => row.nickname || '—' },
    { accessor: 'shopName', title: t`Shop` },
    { accessor: 'counterName', title: t`Joined at counter`, render: (row) => row.counterName ?? '—' },
    { accessor: 'orderCount', title: t`Orders`, textAlign: 'right' },
    { accessor: 'spentAmount', title: t`Spent`, textAlign: 'right', render: (row) => yuan(row.spentAmount) },
    { accessor: 'createdAt', title: t`Joined`, render: (row) => formatDay(row.createdAt, i18n.locale) },
    { accessor: 'status', title: t`Status`, render: badge },
    { accessor: 'actions', title: '', textAlign: 'right', render: actions },
  ]
  return (
    <Stack gap="md">
      <PageHeader title={<Trans>Shop members</Trans>} />
      <ShopListFilters
        search={search}
        onSearchChange={onSearchChange}
        shops={shops}
        keywordPlaceholder={t`Phone or nickname`}
        choice={{ key: 'status', label: t`Status`, options: enabledOptions }}
        alsoReset={['counterId']}
      />
      <ShopList<MemberView>
        query={query}
        request={request}
        onSearchChange={onSearchChange}
        label={t`Members`}
        columns={columns}
        emptyText={<Trans>No members yet: shoppers become members when they sign in to a storefront.</Trans>}
        cardTitle={(row) => (row.nickname ? `${row.nickname} · ${row.phone}` : row.phone)}
        cardBadge={badge}
        cardBody={(row) => (
          <>
            <Text size="sm" c="dimmed">
              {row.shopName}
              {row.counterName ? ` · ${row.counterName}` : ''}
            </Text>
            <Text size="sm">
              <Trans>
                {row.orderCount} orders · {yuan(row.spentAmount)}
              </Trans>
            </Text>
            {actions(row)}
          </>
        )}
      />
      <MemberOrdersDrawer member={ordersOf} statusLabel={orderStatusLabel} onClose={() => setOrdersOf(null)} />
    </Stack>
  )
}
