// /account/recharge/item: top-up requests with their RECHARGE_STATUS, filtered by status, account
// and days (in the URL). Operators (the owner, or a member with the finance edit right) confirm
// received or reject requests under review; the requester may close one. Offline from the mirror.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Select, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { DataTableColumn } from 'mantine-datatable'
import type { ReactNode } from 'react'
import { useAccess } from '../../../components/access'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import { canRecharge, type RechargeRow } from '../../../contract/finance'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { useSession } from '../../../lib/session/session'
import { useFinanceAccounts } from '../../../lookups/api/get-finance-accounts'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { useMirrorRechargePage } from '../api/offline-reads'
import { useRechargeList } from '../api/recharges'
import { RECHARGE_STATUS_COLOR } from '../finance-labels'
import { hasRechargeFilters, type RechargeSearch, rechargeListRequest } from '../finance-search'
import { AccountDateFilters } from './account-date-filters'
import { RechargeExportMenu } from './finance-export-menus'
import { type RechargeDecision, RechargeReviewModal } from './recharge-review-modal'

export interface RechargeRecordsScreenProps {
  search: RechargeSearch
  onSearchChange: (change: Partial<RechargeSearch>) => void
  onReviewChange: (review: string | undefined, decision: RechargeDecision | undefined) => void
  onReset: () => void
}

export function RechargeRecordsScreen({ search, onSearchChange, onReviewChange, onReset }: RechargeRecordsScreenProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const { info } = useSession()
  const can = useAccess()
  const statuses = useDictionary('RECHARGE_STATUS')
  const platforms = useDictionary('PAY_PLATFORM')
  const accounts = useFinanceAccounts(true)
  const request = rechargeListRequest(search)
  const list = useRechargeList(request)
  const offline = useIsOffline(list)
  const mirror = useMirrorRechargePage(request, offline)
  // Mirrors the server's rule (recharge-mutations.ts); the server decides in the end.
  const operator = info.id === info.did || can('finance_review.edit')
  const badge = (row: RechargeRow) => (
    <Badge color={RECHARGE_STATUS_COLOR[row.status] ?? 'gray'} variant="light" radius="sm">
      {statuses.labelOf(row.status)}
    </Badge>
  )
  const actions = (row: RechargeRow): ReactNode => {
    if (offline) return null
    const buttons: { decision: RechargeDecision; label: ReactNode; color?: string }[] = []
    // Maker–checker: a top-up is reviewed by someone other than who asked for it.
    const reviewer = operator && row.createdBy !== info.username
    if (reviewer && canRecharge(row.status, 'confirm'))
      buttons.push({ decision: 'confirm', label: <Trans>Confirm received</Trans> })
    if (reviewer && canRecharge(row.status, 'reject'))
      buttons.push({ decision: 'reject', label: <Trans>Reject</Trans>, color: 'red' })
    if ((operator || row.createdBy === info.username) && canRecharge(row.status, 'close'))
      buttons.push({ decision: 'close', label: <Trans>Close</Trans>, color: 'gray' })
    if (buttons.length === 0) return null
    return (
      <Group gap={4} wrap="nowrap" justify="flex-end">
        {buttons.map((button) => (
          <Button
            key={button.decision}
            size="compact-sm"
            variant={button.decision === 'confirm' ? 'filled' : 'subtle'}
            color={button.color}
            onClick={(event) => {
              event.stopPropagation()
              onReviewChange(row.id, button.decision)
            }}
          >
            {button.label}
          </Button>
        ))}
      </Group>
    )
  }
  const columns: DataTableColumn<RechargeRow>[] = [
    { accessor: 'rechargeNo', title: t`Top-up no.`, noWrap: true },
    { accessor: 'status', title: t`Status`, noWrap: true, render: badge },
    {
      accessor: 'amount',
      title: t`Amount`,
      textAlign: 'right',
      render: (row) => formatMoney(row.amount, row.currency, locale),
    },
    { accessor: 'accountName', title: t`Account` },
    { accessor: 'payPlatform', title: t`Paid through`, render: (row) => platforms.labelOf(row.payPlatform) },
    { accessor: 'reference', title: t`Transfer reference` },
    {
      accessor: 'createdAt',
      title: t`Requested`,
      noWrap: true,
      render: (row) => `${formatDateTime(row.createdAt, locale)} · ${row.createdBy}`,
    },
    {
      accessor: 'reviewedAt',
      // Not the "Reviewed" (评价时间) of buyers' reviews: here finance checked the top-up.
      title: t({ message: 'Reviewed', context: 'top-up checked by finance' }),
      render: (row) =>
        row.reviewedAt ? (
          <Stack gap={0}>
            <Text size="sm">
              {formatDateTime(row.reviewedAt, locale)} · {row.reviewedBy}
            </Text>
            {row.rejectReason && (
              <Text size="xs" c="red">
                {row.rejectReason}
              </Text>
            )}
          </Stack>
        ) : (
          ''
        ),
    },
    { accessor: 'actions', title: '', textAlign: 'right', render: actions },
  ]
  const listProps = offline ? mirrorPageProps(mirror, list) : listQueryProps(list)
  const reviewing = (list.data?.data ?? []).find((row) => row.id === search.review)
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Top-up records`}
        actions={
          <>
            <RechargeExportMenu search={search} disabled={offline || !list.data || list.data.totalCount === 0} />
            <Button component={Link} to="/account/recharge">
              <Trans>New top-up</Trans>
            </Button>
          </>
        }
      />
      {offline && <OfflineNotice syncedAt={mirror.syncedAt} />}
      <FilterBar
        onReset={onReset}
        active={Boolean(search.status || search.accountId || search.createdFrom || search.createdTo)}
        primary={
          <Select
            label={t`Status`}
            w={{ base: '100%', sm: 180 }}
            clearable
            data={statuses.entries.map((entry) => ({ value: entry.value, label: entry.text }))}
            value={search.status ?? null}
            onChange={(value) => onSearchChange({ status: (value ?? undefined) as RechargeSearch['status'] })}
          />
        }
      >
        <AccountDateFilters accounts={accounts.data ?? []} search={search} onSearchChange={onSearchChange} />
      </FilterBar>
      <DataList<RechargeRow>
        label={t`Top-up records`}
        {...listProps}
        columns={columns}
        {...listControls<RechargeRow>({ request, onChange: onSearchChange })}
        emptyText={t`No top-ups match these filters`}
        filtered={hasRechargeFilters(search)}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} size="sm">
                  {row.rechargeNo}
                </Text>
                {badge(row)}
              </Group>
              <Text size="xs" c="dimmed">
                {platforms.labelOf(row.payPlatform)} · {row.reference} · {formatDateTime(row.createdAt, locale)}
              </Text>
              {row.rejectReason && (
                <Text size="xs" c="red">
                  {row.rejectReason}
                </Text>
              )}
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {formatMoney(row.amount, row.currency, locale)}
                </Text>
                {actions(row)}
              </Group>
            </Stack>
          </Card>
        )}
      />
      <RechargeReviewModal
        recharge={reviewing}
        decision={search.decision}
        locale={locale}
        onClose={() => onReviewChange(undefined, undefined)}
      />
    </Stack>
  )
}
