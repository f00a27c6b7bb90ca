// /distribution/settlement/list (distributor) and /distribution/supplier/settlement/list
// (supplier or factory): pending settlement — shipped purchase orders not yet settled, grouped by
// partner, currency and month, each raisable as a settlement — and settlement records with status,
// partner and period filters. Everything is in the URL. Offline, records come from the mirror.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Select, Stack, Tabs, Text, UnstyledButton } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { DayField } from '../../../components/day-field'
import { DataList, listQueryProps, mirrorPageProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { useIsOffline } from '../../../components/offline/use-is-offline'
import type { PendingSettlementGroup, SettlementParty, SettlementRow } from '../../../contract/settlement'
import { formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { useDictionary } from '../../../lookups/api/use-dictionary'
import { usePendingSettlements, useSettlementList } from '../api/list-settlements'
import { useMirrorSettlementPage } from '../api/offline-reads'
import {
  hasSettlementFilters,
  pendingListRequest,
  type SettlementSearch,
  settlementListRequest,
} from '../settlement-search'
import { SettlementExportMenu } from './settlement-export-menu'
import { SettlementStatusBadge } from './settlement-status-badge'

export interface SettlementScreenProps {
  party: SettlementParty
  search: SettlementSearch
  onSearchChange: (change: Partial<SettlementSearch>) => void
  onReset: () => void
  onOpen: (row: SettlementRow) => void
  onRaise: (group: PendingSettlementGroup) => void
  canRaise: boolean
  /** The other sides for the filter: suppliers of a distributor, distributors of a supplier. */
  partners: { value: string; label: string }[]
}

const SORTABLE = ['createdAt', 'totalAmount', 'periodFrom'] as const

export function SettlementScreen(props: SettlementScreenProps) {
  const { search, onSearchChange, party } = props
  const { t } = useLingui()
  const tab = search.tab ?? 'pending'
  return (
    <Stack gap="md">
      <PageHeader
        title={party === 'distributor' ? t`Settlement with suppliers` : t`Settlement with distributors`}
        actions={tab === 'records' && <SettlementExportMenu search={search} party={party} />}
      />
      <Tabs value={tab} onChange={(value) => onSearchChange({ tab: value === 'records' ? 'records' : undefined })}>
        <Tabs.List>
          <Tabs.Tab value="pending">
            <Trans>Pending settlement</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="records">
            <Trans>Settlement records</Trans>
          </Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'pending' ? <PendingTab {...props} /> : <RecordsTab {...props} />}
    </Stack>
  )
}

function PartnerFilter(props: SettlementScreenProps) {
  const { t } = useLingui()
  return (
    <Select
      label={props.party === 'distributor' ? t`Supplier` : t`Distributor`}
      w={{ base: '100%', sm: 220 }}
      clearable
      data={props.partners}
      value={props.search.partnerId ?? null}
      onChange={(value) => props.onSearchChange({ partnerId: value ?? undefined })}
    />
  )
}

function PendingTab(props: SettlementScreenProps) {
  const { search, onSearchChange, party } = props
  const { t } = useLingui()
  const { locale } = useLocale()
  const request = pendingListRequest(search)
  const list = usePendingSettlements(request)
  const offline = useIsOffline(list)
  const partnerOf = (group: PendingSettlementGroup) =>
    party === 'distributor' ? group.supplierName : group.distributorName
  const raise = (group: PendingSettlementGroup) =>
    props.canRaise && !offline ? (
      <Button size="xs" onClick={() => props.onRaise(group)}>
        <Trans>Raise settlement</Trans>
      </Button>
    ) : null
  const columns: DataTableColumn<PendingSettlementGroup>[] = [
    { accessor: 'month', title: t`Month`, noWrap: true },
    {
      accessor: party === 'distributor' ? 'supplierName' : 'distributorName',
      title: party === 'distributor' ? t`Supplier` : t`Distributor`,
      render: partnerOf,
    },
    { accessor: 'orderCount', title: t`Purchase orders`, textAlign: 'right' },
    { accessor: 'itemCount', title: t`Items`, textAlign: 'right' },
    {
      accessor: 'totalAmount',
      title: t`Amount`,
      textAlign: 'right',
      render: (group) => formatMoney(group.totalAmount, group.currency, locale),
    },
    { accessor: 'actions', title: '', textAlign: 'right', render: raise },
  ]
  return (
    <Stack gap="md">
      {offline ? (
        <OfflineNotice syncedAt={null} />
      ) : (
        <Text size="sm" c="dimmed">
          <Trans>
            Shipped purchase orders not on any settlement yet, by month of shipment. Raise a settlement for a month; the
            other side confirms the statement, then the distributor pays it.
          </Trans>
        </Text>
      )}
      <Group>
        <PartnerFilter {...props} />
      </Group>
      <DataList<PendingSettlementGroup>
        label={t`Pending settlement`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls<PendingSettlementGroup>({ request, onChange: onSearchChange })}
        emptyText={t`Nothing is waiting for settlement`}
        renderCard={(group) => (
          <Card withBorder padding="sm" radius="md">
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {group.month} · {partnerOf(group)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t`${group.orderCount} purchase orders, ${group.itemCount} items`}
                </Text>
                <Text size="sm" fw={600}>
                  {formatMoney(group.totalAmount, group.currency, locale)}
                </Text>
              </Stack>
              {raise(group)}
            </Group>
          </Card>
        )}
      />
    </Stack>
  )
}

function RecordsTab(props: SettlementScreenProps) {
  const { search, onSearchChange, party, onOpen } = props
  const { t } = useLingui()
  const { locale } = useLocale()
  const statuses = useDictionary('SETTLEMENT_ORDER_STATUS')
  const request = settlementListRequest(search)
  const list = useSettlementList(request)
  const offline = useIsOffline(list)
  const mirror = useMirrorSettlementPage(request, offline)
  const partnerOf = (row: SettlementRow) => (party === 'distributor' ? row.supplierName : row.distributorName)
  const columns: DataTableColumn<SettlementRow>[] = [
    { accessor: 'settlementNo', title: t`Settlement no.`, noWrap: true },
    {
      accessor: 'status',
      title: t`Status`,
      // Wide enough for the longest status ("awaiting confirmation") without an ellipsis.
      width: 200,
      noWrap: true,
      render: (row) => <SettlementStatusBadge status={row.status} />,
    },
    {
      accessor: party === 'distributor' ? 'supplierName' : 'distributorName',
      title: party === 'distributor' ? t`Supplier` : t`Distributor`,
      render: partnerOf,
    },
    {
      accessor: 'periodFrom',
      title: t`Period`,
      sortable: true,
      noWrap: true,
      render: (row) => `${row.periodFrom} – ${row.periodTo}`,
    },
    { accessor: 'orderCount', title: t`Purchase orders`, textAlign: 'right' },
    {
      accessor: 'totalAmount',
      title: t`Amount`,
      textAlign: 'right',
      sortable: true,
      render: (row) => formatMoney(row.totalAmount, row.currency, locale),
    },
    {
      accessor: 'createdAt',
      title: t`Created`,
      sortable: true,
      noWrap: true,
      render: (row) => formatDateTime(row.createdAt, locale),
    },
  ]
  const listProps = offline ? mirrorPageProps(mirror, list) : listQueryProps(list)
  return (
    <Stack gap="md">
      {offline && <OfflineNotice syncedAt={mirror.syncedAt} />}
      <FilterBar
        onReset={props.onReset}
        active={hasSettlementFilters(search)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Settlement no.`}
            onApply={(keyword) => onSearchChange({ keyword })}
          />
        }
      >
        <Select
          label={t`Status`}
          w={{ base: '100%', sm: 180 }}
          clearable
          data={statuses.entries.map((entry) => ({ value: entry.value, label: entry.text }))}
          value={search.status ?? null}
          onChange={(value) => onSearchChange({ status: (value ?? undefined) as SettlementSearch['status'] })}
        />
        <PartnerFilter {...props} />
        <DayField
          label={t`Period from`}
          w={{ base: '100%', sm: 160 }}
          value={search.periodFrom}
          onChange={(periodFrom) => onSearchChange({ periodFrom })}
        />
        <DayField
          label={t`Period to`}
          w={{ base: '100%', sm: 160 }}
          value={search.periodTo}
          onChange={(periodTo) => onSearchChange({ periodTo })}
        />
      </FilterBar>
      <DataList<SettlementRow>
        label={t`Settlement records`}
        {...listProps}
        columns={columns}
        {...listControls<SettlementRow, (typeof SORTABLE)[number]>({
          request,
          onChange: onSearchChange,
          sort: { search, defaultSort: 'createdAt', fields: SORTABLE },
        })}
        onRowClick={onOpen}
        emptyText={t`No settlements match these filters`}
        filtered={hasSettlementFilters(search)}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <UnstyledButton onClick={() => onOpen(row)} aria-label={row.settlementNo} w="100%">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} size="sm">
                    {row.settlementNo}
                  </Text>
                  <SettlementStatusBadge status={row.status} />
                </Group>
                <Text size="xs" c="dimmed">
                  {partnerOf(row)} · {row.periodFrom} – {row.periodTo}
                </Text>
                <Group justify="space-between" gap="xs">
                  <Text size="xs" c="dimmed">
                    {t`${row.orderCount} purchase orders`}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatMoney(row.totalAmount, row.currency, locale)}
                  </Text>
                </Group>
              </Stack>
            </UnstyledButton>
          </Card>
        )}
      />
    </Stack>
  )
}
