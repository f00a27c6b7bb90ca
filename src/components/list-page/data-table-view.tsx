// The table of a DataList (tablets and desktops): mantine-datatable with its stylesheet. Loaded by
// data-list.tsx only where a table is drawn: a phone shows cards, and the library with the floating
// parts its menus and popovers import (≈ 40 KiB gzip) was half of what the order list loaded before a
// phone could show an order (issue 21).
import 'mantine-datatable/styles.layer.css'
import { Text } from '@mantine/core'
import { DataTable, type DataTableSortStatus } from 'mantine-datatable'
import type { ReactNode } from 'react'
import type { DataListProps } from './data-list'

export interface DataTableViewProps<T extends { id: string }> {
  list: DataListProps<T>
  /** What the table says when it has no rows. */
  empty: ReactNode
}

export function DataTableView<T extends { id: string }>({ list, empty }: DataTableViewProps<T>) {
  const { records, fetching } = list
  const selectable = list.onSelectedRecordsChange != null
  return (
    <DataTable<T>
      aria-label={list.label}
      withTableBorder
      borderRadius="sm"
      highlightOnHover
      verticalAlign="top"
      minHeight={records.length === 0 ? 180 : undefined}
      records={records}
      columns={list.columns}
      idAccessor="id"
      fetching={fetching}
      // The library keeps its empty state in the DOM and hides it with CSS; only ours carries text.
      noRecordsText=""
      emptyState={records.length === 0 && !fetching ? <Text c="dimmed">{empty}</Text> : undefined}
      sortStatus={list.sortStatus as DataTableSortStatus<T>}
      onSortStatusChange={list.onSortStatusChange as (status: DataTableSortStatus<T>) => void}
      {...(selectable
        ? {
            selectedRecords: list.selectedRecords ?? [],
            onSelectedRecordsChange: list.onSelectedRecordsChange,
            isRecordSelectable: list.isRecordSelectable,
            // Each row's box says which row it chooses (screen readers, and tests by role).
            getRecordSelectionCheckboxProps: list.selectLabel
              ? (record: T) => ({ 'aria-label': list.selectLabel?.(record) })
              : undefined,
          }
        : {})}
      onRowClick={list.onRowClick ? ({ record }) => list.onRowClick?.(record) : undefined}
    />
  )
}
