// A server-paged list: a mantine-datatable on tablets and desktops, cards on phones (SPEC.md §9),
// with selection for bulk actions, loading / empty / error states, and the step back from an
// emptied page (SPEC.md §7).
import 'mantine-datatable/styles.layer.css'
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Center, Checkbox, Group, Loader, type MantineTheme, Paper, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import { DataTable, type DataTableColumn, type DataTableSortStatus } from 'mantine-datatable'
import { type ReactNode, useEffect } from 'react'
import type { Page } from '../../contract/envelope'
import { errorMessage } from '../../lib/error-message'
import { pageAfterEmptyResult } from '../../lib/paging'
import type { MirrorPage } from '../offline/mirror-page'
import { ListPagination } from './list-pagination'
import { useIsPhone } from './use-is-phone'

/**
 * Put on a column that tablets (576–1199 px) leave out so the others fit without scrolling sideways:
 * `{ accessor: 'createdAt', visibleMediaQuery: WIDE_ONLY }`. Phones show cards, desktops every column.
 * The shell says when the content is desktop-wide (theme.other, src/app/settings/theme.ts): an
 * expanded side rail on a narrower desktop leaves a tablet's width.
 */
export const WIDE_ONLY = (theme: MantineTheme) =>
  (theme.other.wideContentQuery as string | undefined) ?? `(min-width: ${theme.breakpoints.lg})`

export interface DataListProps<T extends { id: string }> {
  records: T[]
  columns: DataTableColumn<T>[]
  totalCount: number
  /** The total is still being counted: `totalCount` is a lower bound (the rows are already shown). */
  counting?: boolean
  pageNo: number
  pageSize: number
  onPageChange: (pageNo: number, pageSize: number) => void
  /** First load (no rows yet) shows a loader; later loads keep the rows and dim them. */
  fetching: boolean
  error?: ReactNode
  onRetry?: () => void
  sortStatus?: DataTableSortStatus<T>
  onSortStatusChange?: (status: DataTableSortStatus<T>) => void
  selectedRecords?: T[]
  onSelectedRecordsChange?: (records: T[]) => void
  isRecordSelectable?: (record: T) => boolean
  onRowClick?: (record: T) => void
  /** Accessible name of a card's selection checkbox. */
  selectLabel?: (record: T) => string
  /** A phone card for one record; without it phones get the table too. */
  renderCard?: (record: T, selection: ReactNode) => ReactNode
  /** What an empty list says while filters are set ("No orders match these filters"). */
  emptyText?: ReactNode
  /**
   * Whether any filter narrows the list. When false the list is empty because there is nothing
   * yet, so it says `emptyUnfilteredText` instead of talking about filters nobody set.
   */
  filtered?: boolean
  /** What an empty list says with no filter set; "Nothing here yet" when not given. */
  emptyUnfilteredText?: ReactNode
  /** Accessible name of the table. */
  label: string
}

/** The props a DataList takes from the query of its page: rows, total, loading and error with retry. */
export function listQueryProps<T extends { id: string }>(query: UseQueryResult<Page<T>>) {
  return {
    records: query.data?.data ?? [],
    totalCount: query.data?.totalCount ?? 0,
    fetching: query.isFetching,
    error: query.isError && !query.data ? errorMessage(query.error) : undefined,
    onRetry: () => void query.refetch(),
  } satisfies Partial<DataListProps<T>>
}

/** The same props from a page read from the mirror (offline): no error, loading until the first read. */
export function mirrorPageProps<T extends { id: string }>(mirror: MirrorPage<T>, onRetry: () => void) {
  return {
    records: mirror.page?.data ?? [],
    totalCount: mirror.page?.totalCount ?? 0,
    counting: mirror.counting,
    fetching: mirror.page === undefined,
    error: undefined,
    onRetry,
  } satisfies Partial<DataListProps<T>>
}

export function DataList<T extends { id: string }>(props: DataListProps<T>) {
  const { records, pageNo, onPageChange, pageSize, fetching } = props
  const isPhone = useIsPhone()

  // SPEC.md §7: a page past the first that came back empty steps back one page.
  const settledEmpty = !fetching && !props.error && records.length === 0
  useEffect(() => {
    if (!settledEmpty) return
    const previous = pageAfterEmptyResult(pageNo, 0)
    if (previous !== pageNo) onPageChange(previous, pageSize)
  }, [settledEmpty, pageNo, pageSize, onPageChange])

  if (props.error) {
    return (
      <Alert color="red" title={<Trans>The list could not be loaded</Trans>}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{props.error}</Text>
          {props.onRetry && (
            <Button size="xs" variant="light" color="red" onClick={props.onRetry}>
              <Trans>Retry</Trans>
            </Button>
          )}
        </Stack>
      </Alert>
    )
  }

  const empty =
    props.filtered === false
      ? (props.emptyUnfilteredText ?? <Trans>Nothing here yet</Trans>)
      : (props.emptyText ?? <Trans>No data</Trans>)
  const pagination = (
    <ListPagination
      pageNo={pageNo}
      pageSize={pageSize}
      totalCount={props.totalCount}
      counting={props.counting}
      onChange={onPageChange}
      compact={isPhone}
    />
  )

  if (isPhone && props.renderCard) {
    return (
      <Stack gap="sm">
        {fetching && records.length === 0 ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : records.length === 0 ? (
          <Paper withBorder p="xl">
            <Text ta="center" c="dimmed">
              {empty}
            </Text>
          </Paper>
        ) : (
          <Stack
            component="ul"
            gap="sm"
            aria-label={props.label}
            style={{ opacity: fetching ? 0.6 : 1, listStyle: 'none', margin: 0, padding: 0 }}
          >
            {records.map((record) => (
              <li key={record.id}>{props.renderCard?.(record, <CardSelection record={record} {...props} />)}</li>
            ))}
          </Stack>
        )}
        {pagination}
      </Stack>
    )
  }

  const selectable = props.onSelectedRecordsChange != null
  return (
    <Stack gap="sm">
      <DataTable<T>
        aria-label={props.label}
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        verticalAlign="top"
        minHeight={records.length === 0 ? 180 : undefined}
        records={records}
        columns={props.columns}
        idAccessor="id"
        fetching={fetching}
        // The library keeps its empty state in the DOM and hides it with CSS; only ours carries text.
        noRecordsText=""
        emptyState={records.length === 0 && !fetching ? <Text c="dimmed">{empty}</Text> : undefined}
        sortStatus={props.sortStatus as DataTableSortStatus<T>}
        onSortStatusChange={props.onSortStatusChange as (status: DataTableSortStatus<T>) => void}
        {...(selectable
          ? {
              selectedRecords: props.selectedRecords ?? [],
              onSelectedRecordsChange: props.onSelectedRecordsChange,
              isRecordSelectable: props.isRecordSelectable,
              // Each row's box says which row it chooses (screen readers, and tests by role).
              getRecordSelectionCheckboxProps: props.selectLabel
                ? (record: T) => ({ 'aria-label': props.selectLabel?.(record) })
                : undefined,
            }
          : {})}
        onRowClick={props.onRowClick ? ({ record }) => props.onRowClick?.(record) : undefined}
      />
      {pagination}
    </Stack>
  )
}

function CardSelection<T extends { id: string }>({
  record,
  selectedRecords,
  onSelectedRecordsChange,
  isRecordSelectable,
  selectLabel,
}: DataListProps<T> & { record: T }) {
  if (!onSelectedRecordsChange || (isRecordSelectable && !isRecordSelectable(record))) return null
  const selected = (selectedRecords ?? []).some((item) => item.id === record.id)
  return (
    <Group>
      <Checkbox
        aria-label={selectLabel?.(record) ?? record.id}
        checked={selected}
        onChange={(event) =>
          onSelectedRecordsChange(
            event.currentTarget.checked
              ? [...(selectedRecords ?? []), record]
              : (selectedRecords ?? []).filter((item) => item.id !== record.id),
          )
        }
      />
    </Group>
  )
}
