// What the per-shop settings screens (page modules, subjects) share: the header with its add
// button, the shop picker, the rows of the chosen shop with their loading, error and empty states,
// and the add/edit drawer opened from the URL (`edit` = 'new' or a row id).
import { Button, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useAccess } from '../../../components/access'
import { FormDrawer, type FormDrawerCallbacks } from '../../../components/form-drawer'
import { PageHeader } from '../../../components/list-page/page-header'
import { QueryState } from './query-state'
import { ShopPicker } from './shop-picker'

export function ShopRowsPage<T extends { id: string }>({
  title,
  addLabel,
  editLabel,
  shopId,
  edit,
  onChange,
  query,
  emptyText,
  rows: renderRows,
  form,
}: {
  title: ReactNode
  addLabel: string
  editLabel: string
  shopId: string | undefined
  edit: string | undefined
  onChange: (change: { shopId?: string; edit?: string }) => void
  query: UseQueryResult<T[]>
  emptyText: ReactNode
  rows: (rows: T[]) => ReactNode
  /** The drawer's form for a new row (null) or the row being edited, for the chosen shop. */
  form: (shopId: string, row: T | null, rows: T[], callbacks: FormDrawerCallbacks) => ReactNode
}) {
  const can = useAccess()
  const rows = query.data ?? []
  const target = !edit ? null : edit === 'new' ? 'new' : (rows.find((row) => row.id === edit) ?? null)
  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          can('setting.edit') && shopId ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => onChange({ edit: 'new' })}>
              {addLabel}
            </Button>
          ) : null
        }
      />
      <ShopPicker value={shopId} onChange={(id) => onChange({ shopId: id, edit: undefined })} />
      {shopId ? (
        <QueryState query={query}>
          {rows.length === 0 ? <Text c="dimmed">{emptyText}</Text> : renderRows(rows)}
        </QueryState>
      ) : null}
      <FormDrawer
        opened={target !== null}
        title={target === 'new' ? addLabel : editLabel}
        size="md"
        onClose={() => onChange({ edit: undefined })}
      >
        {(callbacks) => shopId && target !== null && form(shopId, target === 'new' ? null : target, rows, callbacks)}
      </FormDrawer>
    </Stack>
  )
}
