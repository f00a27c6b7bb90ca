// /product/brand: the tenant's brands with how many goods use each; create, rename and delete
// (a brand in use cannot be deleted — the server says so).
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Card, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useState } from 'react'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { DEFAULT_PAGE_SIZE } from '../../../contract/constants'
import type { BrandRow } from '../../../contract/goods'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useBrandList, useRemoveBrand, useSaveBrand } from '../api/brands'

export interface BrandSearch {
  keyword?: string
  pageNo?: number
  pageSize?: number
}

export interface BrandScreenProps {
  search: BrandSearch
  onSearchChange: (change: Partial<BrandSearch>) => void
  canAdd: boolean
  canEdit: boolean
  canDelete: boolean
}

export function BrandScreen({ search, onSearchChange, canAdd, canEdit, canDelete }: BrandScreenProps) {
  const { t } = useLingui()
  const pageNo = search.pageNo ?? 1
  const pageSize = search.pageSize ?? DEFAULT_PAGE_SIZE
  const list = useBrandList({ pageNo, pageSize, keyword: search.keyword, sortField: 'name', sortOrder: 'ascend' })
  const remove = useRemoveBrand()
  const [editing, setEditing] = useState<BrandRow | 'new' | null>(null)

  const onRemove = async (row: BrandRow) => {
    if (!(await confirm({ title: t`Delete brand`, message: t`Delete ${row.name}?`, danger: true }))) return
    remove.mutate(row.id, {
      onSuccess: () => notifySuccess(t`Deleted`),
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }
  const actions = (row: BrandRow, size: 'xs' | 'md') => (
    <Group gap="xs" wrap="nowrap" grow={size === 'md'}>
      {canEdit && (
        <Button size={size} variant="light" onClick={() => setEditing(row)}>
          <Trans>Edit</Trans>
        </Button>
      )}
      {canDelete && (
        <Button size={size} variant="light" color="red" onClick={() => void onRemove(row)}>
          <Trans>Delete</Trans>
        </Button>
      )}
    </Group>
  )
  const columns: DataTableColumn<BrandRow>[] = [
    { accessor: 'name', title: t`Brand` },
    { accessor: 'description', title: t`Description` },
    { accessor: 'goodsCount', title: t`Goods using it`, width: 120 },
    { accessor: 'actions', title: t`Actions`, textAlign: 'right', render: (row) => actions(row, 'xs') },
  ]
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Brands`}
        actions={
          canAdd && (
            <Button onClick={() => setEditing('new')}>
              <Trans>New brand</Trans>
            </Button>
          )
        }
      />
      <FilterBar>
        <KeywordSearch
          value={search.keyword}
          placeholder={t`Brand name`}
          onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
        />
      </FilterBar>
      <DataList<BrandRow>
        label={t`Brands`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        emptyText={t`No brands yet`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={6}>
              <Group justify="space-between">
                <Text fw={600}>{row.name}</Text>
                <Text size="sm" c="dimmed">{t`${row.goodsCount} goods`}</Text>
              </Group>
              <Text size="sm" c="dimmed">
                {row.description}
              </Text>
              {actions(row, 'md')}
            </Stack>
          </Card>
        )}
      />
      <Modal
        opened={editing != null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t`New brand` : t`Edit brand`}
      >
        {editing != null && (
          <BrandForm
            key={editing === 'new' ? 'new' : editing.id}
            brand={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  )
}

function BrandForm({ brand, onDone }: { brand: BrandRow | null; onDone: () => void }) {
  const { t } = useLingui()
  const save = useSaveBrand()
  const [name, setName] = useState(brand?.name ?? '')
  const [description, setDescription] = useState(brand?.description ?? '')
  const dirty = name !== (brand?.name ?? '') || description !== (brand?.description ?? '')
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate(
          {
            ...(brand ? { id: brand.id, version: brand.version } : {}),
            name: name.trim(),
            description: description.trim(),
          },
          {
            onSuccess: () => {
              notifySuccess(t`Saved`)
              onDone()
            },
          },
        )
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Brand name`}
          required
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Textarea
          label={t`Description`}
          maxLength={500}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
        />
        {save.isError && <Alert color="red">{errorMessage(save.error)}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" disabled={!dirty || !name.trim()} loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
