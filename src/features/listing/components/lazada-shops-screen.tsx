// /platform/shop/lazada: the Lazada shops with their authorisation state and expiry; Authorise sends
// the seller to Lazada's consent page, which comes back here with a code this screen finishes with
// (once, however often the page is reloaded). Each authorised shop opens its publish flow.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useEffect, useRef } from 'react'
import { DataList } from '../../../components/list-page/data-list'
import { PageHeader } from '../../../components/list-page/page-header'
import type { LazadaShopAuth } from '../../../contract/listing'
import { errorMessage } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format-date'
import { notifySuccess } from '../../../lib/notify'
import { useFinishLazadaAuth, useLazadaShops, useStartLazadaAuth } from '../api/lazada'
import type { LazadaShopsSearch } from '../listing-search'

export interface LazadaShopsScreenProps {
  search: LazadaShopsSearch
  /** Drops Lazada's return parameters from the address once handled. */
  onReturnHandled: () => void
  onPublish: (shopId: string) => void
  canAuthorise: boolean
}

const STATE_COLOR = { authorised: 'green', expired: 'red', not_authorised: 'gray' } as const

export function LazadaShopsScreen({ search, onReturnHandled, onPublish, canAuthorise }: LazadaShopsScreenProps) {
  const { t, i18n } = useLingui()
  const shops = useLazadaShops()
  const start = useStartLazadaAuth()
  const finish = useFinishLazadaAuth()
  const handled = useRef<string | null>(null)
  const { code, state } = search
  useEffect(() => {
    if (!code || !state || handled.current === code) return
    handled.current = code
    finish.mutate(
      { code, state },
      {
        onSuccess: (shop) => {
          notifySuccess(t`${shop.shopName} is authorised on Lazada`)
          onReturnHandled()
        },
      },
    )
  }, [code, state, finish, onReturnHandled, t])

  const stateLabel = (row: LazadaShopAuth) =>
    ({ authorised: t`Authorised`, expired: t`Authorisation expired`, not_authorised: t`Not authorised` })[row.state]
  const badge = (row: LazadaShopAuth) => (
    <Badge color={STATE_COLOR[row.state]} variant="light">
      {stateLabel(row)}
    </Badge>
  )
  const expiry = (row: LazadaShopAuth) =>
    row.expiresAt ? formatDateTime(row.expiresAt, i18n.locale) : <Text c="dimmed">—</Text>
  const actions = (row: LazadaShopAuth, size: 'xs' | 'md') => (
    <Group gap="xs" wrap="nowrap" grow={size === 'md'}>
      {canAuthorise && (
        <Button
          size={size}
          variant={row.state === 'authorised' ? 'light' : 'filled'}
          loading={start.isPending && start.variables === row.shopId}
          onClick={() => start.mutate(row.shopId)}
        >
          {row.state === 'authorised' ? t`Authorise again` : t`Authorise`}
        </Button>
      )}
      <Button size={size} variant="light" disabled={row.state !== 'authorised'} onClick={() => onPublish(row.shopId)}>
        <Trans>Publish goods</Trans>
      </Button>
    </Group>
  )
  const columns: DataTableColumn<LazadaShopAuth>[] = [
    { accessor: 'shopName', title: t`Shop` },
    { accessor: 'sellerId', title: t`Seller account` },
    { accessor: 'state', title: t`Authorisation`, render: badge },
    { accessor: 'expiresAt', title: t`Token expires`, render: expiry },
    { accessor: 'actions', title: t`Actions`, textAlign: 'right', render: (row) => actions(row, 'xs') },
  ]
  const rows = shops.data ?? []
  return (
    <Stack gap="md">
      <PageHeader title={t`Lazada shops`} />
      {rows.some((row) => row.sandbox) && (
        <Alert color="yellow" variant="light">
          <Trans>
            These shops are connected to the built-in sandbox marketplace: authorising them goes to the sandbox's
            consent page, not to the real Lazada.
          </Trans>
        </Alert>
      )}
      {search.error && (
        <Alert color="orange" data-testid="lazada-denied">
          {search.error === 'access_denied'
            ? t`The authorisation was declined on Lazada; nothing changed.`
            : t`Lazada did not authorise the shop: ${search.error}`}
        </Alert>
      )}
      {finish.isPending && (
        <Alert color="blue">
          <Trans>Finishing the authorisation with Lazada…</Trans>
        </Alert>
      )}
      {finish.isError && <Alert color="red">{errorMessage(finish.error)}</Alert>}
      {start.isError && <Alert color="red">{errorMessage(start.error)}</Alert>}
      <DataList<LazadaShopAuth & { id: string }>
        label={t`Lazada shops`}
        records={rows.map((row) => ({ ...row, id: row.shopId }))}
        totalCount={rows.length}
        fetching={shops.isFetching}
        error={shops.isError ? errorMessage(shops.error) : undefined}
        onRetry={() => void shops.refetch()}
        columns={columns}
        pageNo={1}
        pageSize={Math.max(rows.length, 10)}
        onPageChange={() => {}}
        emptyText={t`No Lazada shop yet: add one under My shops`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Text fw={600}>{row.shopName}</Text>
                {badge(row)}
              </Group>
              <Text size="sm" c="dimmed">
                {row.sellerId}
              </Text>
              {row.expiresAt && (
                <Text size="sm">
                  <Trans>Token expires {formatDateTime(row.expiresAt, i18n.locale)}</Trans>
                </Text>
              )}
              {actions(row, 'md')}
            </Stack>
          </Card>
        )}
      />
    </Stack>
  )
}
