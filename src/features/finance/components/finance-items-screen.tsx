// /account/finance/item: the ledger flows of the tenant — every balance change with its type
// (FINANCE_FLOW_TYPE), signed amount and the account's running balance after it — filtered by
// account, type and days (in the URL), with the account balances above. Offline from the mirror.
import { useLingui } from '@lingui/react/macro'
import { Card, Group, Select, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { FinanceFlowRow } from '../../../contract/finance'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { useFinanceAccounts } from '../../../lookups/api/get-finance-accounts'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { useFlowList } from '../api/list-flows'
import { useMirrorFlowPage } from '../api/offline-reads'
import { type FlowSearch, flowListRequest, hasFlowFilters } from '../finance-search'
import { AccountBalances } from './account-balances'
import { AccountDateFilters } from './account-date-filters'
import { FlowExportMenu } from './finance-export-menus'

export interface FinanceItemsScreenProps {
  search: FlowSearch
  onSearchChange: (change: Partial<FlowSearch>) => void
  onReset: () => void
}

export function FinanceItemsScreen({ search, onSearchChange, onReset }: FinanceItemsScreenProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const types = useDictionary('FINANCE_FLOW_TYPE')
  const accounts = useFinanceAccounts(true)
  const request = flowListRequest(search)
  const list = useFlowList(request)
  const offline = useIsOffline(list)
  const mirror = useMirrorFlowPage(request, offline)
  const signed = (row: FinanceFlowRow) => (
    <Text size="sm" fw={600} c={row.amount < 0 ? 'red' : 'teal'} span>
      {row.amount > 0 ? '+' : ''}
      {formatMoney(row.amount, row.currency, locale)}
    </Text>
  )
  const columns: DataTableColumn<FinanceFlowRow>[] = [
    {
      accessor: 'createdAt',
      title: t`Time`,
      sortable: true,
      noWrap: true,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
    { accessor: 'accountName', title: t`Account` },
    { accessor: 'type', title: t`Type`, noWrap: true, render: (row) => types.labelOf(row.type) },
    { accessor: 'amount', title: t`Amount`, textAlign: 'right', sortable: true, render: signed },
    {
      accessor: 'balanceAfter',
      title: t`Balance after`,
      textAlign: 'right',
      render: (row) => formatMoney(row.balanceAfter, row.currency, locale),
    },
    { accessor: 'note', title: t`Reference` },
  ]
  const listProps = offline ? mirrorPageProps(mirror, list) : listQueryProps(list)
  const active = hasFlowFilters(search)
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Financial details`}
        actions={<FlowExportMenu search={search} disabled={offline || !list.data || list.data.totalCount === 0} />}
      />
      {offline && <OfflineNotice syncedAt={mirror.syncedAt} />}
      {!offline && <AccountBalances accounts={accounts.data ?? []} locale={locale} />}
      <FilterBar
        onReset={onReset}
        active={active}
        primary={
          <Select
            label={t`Type`}
            w={{ base: '100%', sm: 180 }}
            clearable
            data={types.entries.map((entry) => ({ value: entry.value, label: entry.text }))}
            value={search.type ?? null}
            onChange={(value) => onSearchChange({ type: (value ?? undefined) as FlowSearch['type'] })}
          />
        }
      >
        <AccountDateFilters accounts={accounts.data ?? []} search={search} onSearchChange={onSearchChange} />
      </FilterBar>
      <DataList<FinanceFlowRow>
        label={t`Financial details`}
        {...listProps}
        columns={columns}
        {...listControls<FinanceFlowRow, 'amount' | 'createdAt'>({
          request,
          onChange: onSearchChange,
          sort: { search, defaultSort: 'createdAt', fields: ['amount', 'createdAt'] },
        })}
        emptyText={t`No finance items match these filters`}
        filtered={active}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {types.labelOf(row.type)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(row.createdAt, locale)} · {row.accountName}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {row.note}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                {signed(row)}
                <Text size="xs" c="dimmed">
                  {t`Balance ${formatMoney(row.balanceAfter, row.currency, locale)}`}
                </Text>
              </Stack>
            </Group>
          </Card>
        )}
      />
    </Stack>
  )
}
