// The screen of a small named thing the tenant keeps a list of and creates, edits and deletes one
// by one (brands, price templates, generation strategies): the header with its "New" button, the
// keyword search, the paged list with an actions column (desktop) or the actions under each card
// (phone), and the delete that asks first and says how it went (a refusal such as "in use" comes
// from the server). The form (a modal or drawer) and what each row shows are the screen's own.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Stack } from '@mantine/core'
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query'
import type { DataTableColumn } from 'mantine-datatable'
import type { ReactNode } from 'react'
import type { Page } from '../../contract/envelope'
import { errorMessage } from '../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../lib/notify'
import { confirm } from '../confirm-dialog'
import { DataList, listQueryProps } from './data-list'
import { FilterBar } from './filter-bar'
import { KeywordSearch } from './keyword-search'
import { listControls } from './list-controls'
import { PageHeader } from './page-header'

interface NamedRow {
  id: string
  name: string
}

export interface CrudListScreenProps<Row extends NamedRow> {
  title: string
  /** The "New …" button's label, shown when the caller may add. */
  newLabel: ReactNode
  onNew?: () => void
  keyword: string | undefined
  keywordPlaceholder: string
  /** A new keyword starts at page one; paging changes the page. */
  onSearchChange: (change: { keyword?: string; pageNo?: number; pageSize?: number }) => void
  list: UseQueryResult<Page<Row>>
  request: { pageNo: number; pageSize: number }
  /** The row's own columns; the actions column follows. */
  columns: DataTableColumn<Row>[]
  emptyText: string
  /** The phone card's body; the actions follow it. */
  card: (row: Row) => ReactNode
  /** The row's open or edit button, when the caller may use it. */
  edit?: { label: ReactNode; onEdit: (row: Row) => void }
  /** The delete, when the caller may delete: its confirmation's title and the call. */
  remove?: { title: string; mutation: UseMutationResult<unknown, Error, string> }
  /** The form (modal or drawer) the screen opens. */
  children?: ReactNode
}

export function CrudListScreen<Row extends NamedRow>(props: CrudListScreenProps<Row>) {
  const { t } = useLingui()
  const { edit, remove, onSearchChange } = props
  const onRemove = async (row: Row) => {
    if (!remove) return
    if (!(await confirm({ title: remove.title, message: t`Delete ${row.name}?`, danger: true }))) return
    remove.mutation.mutate(row.id, {
      onSuccess: () => notifySuccess(t`Deleted`),
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }
  const actions = (row: Row, size: 'xs' | 'md') => (
    // In the table the buttons sit under the right-aligned column title; on a card they share its width.
    <Group gap="xs" wrap="nowrap" grow={size === 'md'} justify={size === 'xs' ? 'flex-end' : undefined}>
      {edit && (
        <Button size={size} variant="light" onClick={() => edit.onEdit(row)}>
          {edit.label}
        </Button>
      )}
      {remove && (
        <Button size={size} variant="light" color="red" onClick={() => void onRemove(row)}>
          <Trans>Delete</Trans>
        </Button>
      )}
    </Group>
  )
  const columns: DataTableColumn<Row>[] = [
    ...props.columns,
    { accessor: 'actions', title: t`Actions`, textAlign: 'right', render: (row) => actions(row, 'xs') },
  ]
  return (
    <Stack gap="md">
      <PageHeader
        title={props.title}
        actions={props.onNew && <Button onClick={props.onNew}>{props.newLabel}</Button>}
      />
      <FilterBar>
        <KeywordSearch
          value={props.keyword}
          placeholder={props.keywordPlaceholder}
          onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
        />
      </FilterBar>
      <DataList<Row>
        label={props.title}
        {...listQueryProps(props.list)}
        columns={columns}
        {...listControls({ request: props.request, onChange: onSearchChange })}
        emptyText={props.emptyText}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={6}>
              {props.card(row)}
              {actions(row, 'md')}
            </Stack>
          </Card>
        )}
      />
      {props.children}
    </Stack>
  )
}
