// A server-paged list: a mantine-datatable on tablets and desktops, cards on phones (SPEC.md §9),
// with selection for bulk actions, loading / empty / error states, and the step back from an
// emptied page (SPEC.md §7).
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Center, Checkbox, Group, Loader, type MantineTheme, Paper, Stack, Text } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { DataTableColumn, DataTableSortStatus } from 'mantine-datatable'
import {
  isValidElement,
  type ReactNode,
  startTransition,
  useCallback,
  useDeferredValue,
  useEffect,
  useRef,
  useState,
} from 'react'
import type { Page } from '../../contract/envelope'
import { errorMessage } from '../../lib/error-message'
import { useFirstContentShown } from '../../lib/first-content'
import { pageAfterEmptyResult } from '../../lib/paging'
import { loadOnce } from '../../lib/use-loaded'
import type { MirrorPage } from '../offline/mirror-page'
import classes from './data-list.module.css'
import type { DataTableView } from './data-table-view'
import { ListPagination } from './list-pagination'
import { PHONE_QUERY, useIsPhone } from './use-is-phone'

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
  /**
   * New rows are drawn in the render that brings them, not in a later one that yields (below).
   * For rows read from the device: they come amid the offline runtime's start, whose stream of
   * small updates kept postponing a yielding render (the offline start, ~150 ms later).
   */
  rowsAtOnce?: boolean
}

/** The records of a list with no page yet: one array, so a screen memoising on them keeps its rows. */
const NO_RECORDS: never[] = []

/** The props a DataList takes from the query of its page: rows, total, loading and error with retry. */
export function listQueryProps<T extends { id: string }>(query: UseQueryResult<Page<T>>) {
  return {
    records: query.data?.data ?? NO_RECORDS,
    totalCount: query.data?.totalCount ?? 0,
    fetching: query.isFetching,
    error: query.isError && !query.data ? errorMessage(query.error) : undefined,
    onRetry: () => void query.refetch(),
  } satisfies Partial<DataListProps<T>>
}

/**
 * The same props from a page read from the mirror (offline): no error, loading until the first
 * read. Until that read the list keeps the server's last page: the connection dropping mid-use
 * switches a list to the device's copy, and an empty moment there unmounted the rows (closing a
 * row's menu the user had just opened). Retry asks the server again.
 */
export function mirrorPageProps<T extends { id: string }>(
  mirror: MirrorPage<T>,
  server: Pick<UseQueryResult<Page<T>>, 'data' | 'refetch'>,
) {
  const page = mirror.page ?? server.data
  return {
    records: page?.data ?? NO_RECORDS,
    totalCount: page?.totalCount ?? 0,
    counting: mirror.counting,
    fetching: mirror.page === undefined,
    error: undefined,
    onRetry: () => void server.refetch(),
    rowsAtOnce: true,
  } satisfies Partial<DataListProps<T>>
}

export function DataList<T extends { id: string }>(props: DataListProps<T>) {
  const { pageNo, onPageChange, pageSize } = props
  const isPhone = useIsPhone()
  // New rows from the server are drawn in a render of their own that yields to the browser every
  // few milliseconds: they arrive through the query's store, whose updates React renders in one
  // blocking task, and a page of cards or table rows was the longest task of the order list's first
  // load on a phone (issue 21). Until that render is done the list shows what it showed: the last
  // page as it was, or the loader where there was nothing yet (never "nothing here" for rows on
  // their way). Rows from the device: see rowsAtOnce.
  const deferred = useDeferredValue(props.records)
  const records = props.rowsAtOnce ? props.records : deferred
  const arriving = records.length === 0 && props.records.length > 0
  const cards = isPhone && !!props.renderCard
  const cardsShown = useCardsInStages(cards ? records.length : 0)
  const fetching = props.fetching || arriving
  const firstLoad = fetching && records.length === 0
  // The cards, the empty state or the error are the page's content; a table says so itself (below).
  useFirstContentShown(!!props.error || (cards && !firstLoad))

  // SPEC.md §7: a page past the first that came back empty steps back one page.
  const settledEmpty = !fetching && !props.error && records.length === 0
  useEffect(() => {
    if (!settledEmpty) return
    const previous = pageAfterEmptyResult(pageNo, 0)
    if (previous !== pageNo) onPageChange(previous, pageSize)
  }, [settledEmpty, pageNo, pageSize, onPageChange])

  // A card's box gets plain values and one lasting toggle (it reads the selection of the latest
  // render), so a card memoised with sameCardProps renders again only when its own box changes:
  // ticking one order used to render every card of the page (issue 21, a phone during the first sync).
  const latest = useRef(props)
  latest.current = props
  const toggle = useCallback((record: T, checked: boolean) => {
    const { selectedRecords = [], onSelectedRecordsChange } = latest.current
    onSelectedRecordsChange?.(
      checked ? [...selectedRecords, record] : selectedRecords.filter((item) => item.id !== record.id),
    )
  }, [])
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
  // Not under the first page's loader: the rows arriving would push it down the screen (on a phone
  // the whole paging row jumped by a screen's height, most of the order list's layout shift).
  const pagination = firstLoad ? null : (
    <ListPagination
      pageNo={pageNo}
      pageSize={pageSize}
      totalCount={props.totalCount}
      counting={props.counting}
      onChange={onPageChange}
      compact={isPhone}
    />
  )

  const selectionOf = (record: T): ReactNode =>
    !props.onSelectedRecordsChange || (props.isRecordSelectable && !props.isRecordSelectable(record)) ? null : (
      <CardSelection
        record={record}
        selected={(props.selectedRecords ?? []).some((item) => item.id === record.id)}
        label={props.selectLabel?.(record) ?? record.id}
        onToggle={toggle}
      />
    )

  if (cards) {
    return (
      <Stack gap="sm">
        {firstLoad ? (
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
            {records.slice(0, cardsShown).map((record) => (
              <li key={record.id} className={classes.card}>
                {props.renderCard?.(record, selectionOf(record))}
              </li>
            ))}
          </Stack>
        )}
        {pagination}
      </Stack>
    )
  }

  return (
    <Stack gap="sm">
      <ListTable list={{ ...props, records, fetching }} empty={empty} />
      {pagination}
    </Stack>
  )
}

/** Cards drawn in the render that brings a list's first rows: about a phone screen's worth. */
export const FIRST_CARDS = 4

/**
 * How many of `count` cards to draw: the first rows a list shows come in two renders, the first
 * FIRST_CARDS cards (the phone's screen) and, once they are painted, the rest in a render that
 * yields. A page of cards was most of the main thread's work before the order list's first rows
 * appeared on a phone, and the one long task of that work (issue 21: LCP and blocking time).
 * Later pages and refreshes draw every card at once: the list is already on screen, and
 * redrawing it in stages would make it jump under the reader's finger.
 */
function useCardsInStages(count: number): number {
  const [allAtOnce, setAllAtOnce] = useState(false)
  const staged = !allAtOnce && count > FIRST_CARDS
  useEffect(() => {
    if (!staged) return
    // A task after this commit's paint, then a render React may interrupt for the reader's input.
    const timer = setTimeout(() => startTransition(() => setAllAtOnce(true)), 0)
    return () => clearTimeout(timer)
  }, [staged])
  return staged ? FIRST_CARDS : count
}

/**
 * The table's code (data-table-view.tsx), loaded where a table is drawn; once loaded, every list
 * draws it at once. Wider than a phone, it starts loading with this module, beside the screen's
 * own code, so a desktop waits no longer than before.
 */
const loadTableView = loadOnce(() => import('./data-table-view').then((module) => module.DataTableView))
let loadedTableView: Awaited<ReturnType<typeof loadTableView>> | undefined
function preloadTableView() {
  return loadTableView().then((view) => {
    loadedTableView = view
    return view
  })
}
if (typeof window !== 'undefined' && window.matchMedia && !window.matchMedia(PHONE_QUERY).matches)
  preloadTableView().catch(() => {})

function ListTable<T extends { id: string }>({ list, empty }: { list: DataListProps<T>; empty: ReactNode }) {
  const [view, setView] = useState(() => loadedTableView)
  const [failed, setFailed] = useState(false)
  useFirstContentShown(failed || (!!view && !(list.fetching && list.records.length === 0)))
  useEffect(() => {
    if (view || failed) return
    let live = true
    preloadTableView().then(
      (loaded) => live && setView(() => loaded),
      () => live && setFailed(true),
    )
    return () => {
      live = false
    }
  }, [view, failed])
  if (failed)
    return (
      <Alert color="red" title={<Trans>The list could not be loaded</Trans>}>
        <Button size="xs" variant="light" color="red" onClick={() => setFailed(false)}>
          <Trans>Retry</Trans>
        </Button>
      </Alert>
    )
  if (!view)
    return (
      <Center mih={180}>
        <Loader size="sm" />
      </Center>
    )
  const View = view as typeof DataTableView<T>
  return <View list={list} empty={empty} />
}

interface CardSelectionProps<T> {
  record: T
  selected: boolean
  label: string
  onToggle: (record: T, checked: boolean) => void
}

function CardSelection<T extends { id: string }>({ record, selected, label, onToggle }: CardSelectionProps<T>) {
  return (
    <Group>
      <Checkbox
        aria-label={label}
        checked={selected}
        onChange={(event) => onToggle(record, event.currentTarget.checked)}
      />
    </Group>
  )
}

/**
 * For memo() of a phone card: its props are the same, the selection element compared by what it
 * shows (a new element is made for every render of the list).
 */
export function sameCardProps<P extends { selection?: ReactNode }>(before: P, after: P): boolean {
  const keys = Object.keys(before) as (keyof P)[]
  if (keys.length !== Object.keys(after).length) return false
  return keys.every((key) =>
    key === 'selection' ? sameElement(before.selection, after.selection) : Object.is(before[key], after[key]),
  )
}

function sameElement(before: ReactNode, after: ReactNode): boolean {
  if (Object.is(before, after)) return true
  if (!isValidElement(before) || !isValidElement(after) || before.type !== after.type) return false
  const a = before.props as Record<string, unknown>
  const b = after.props as Record<string, unknown>
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}
