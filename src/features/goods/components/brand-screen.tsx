// /product/brand: the tenant's brands with how many goods use each; create, rename and delete
// (a brand in use cannot be deleted — the server says so). The list is the CRUD kit's.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useState } from 'react'
import { CrudListScreen } from '../../../components/list-page/crud-list-screen'
import type { BrandRow } from '../../../contract/goods'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useBrandList, useRemoveBrand, useSaveBrand } from '../api/brands'
import { brandListRequest } from '../simple-search'

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
  // The route's loader prefetches this same request (routes/_app/product/brand.tsx).
  const request = brandListRequest(search)
  const list = useBrandList(request)
  const remove = useRemoveBrand()
  const [editing, setEditing] = useState<BrandRow | 'new' | null>(null)
  return (
    <CrudListScreen<BrandRow>
      title={t`Brands`}
      newLabel={<Trans>New brand</Trans>}
      onNew={canAdd ? () => setEditing('new') : undefined}
      keyword={search.keyword}
      keywordPlaceholder={t`Brand name`}
      onSearchChange={onSearchChange}
      list={list}
      request={request}
      columns={[
        { accessor: 'name', title: t`Brand` },
        { accessor: 'description', title: t`Description` },
        { accessor: 'goodsCount', title: t`Goods using it`, width: 120 },
      ]}
      emptyText={t`No brands yet`}
      card={(row) => (
        <>
          <Group justify="space-between">
            <Text fw={600}>{row.name}</Text>
            <Text size="sm" c="dimmed">{t`${row.goodsCount} goods`}</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {row.description}
          </Text>
        </>
      )}
      edit={canEdit ? { label: <Trans>Edit</Trans>, onEdit: setEditing } : undefined}
      remove={canDelete ? { title: t`Delete brand`, mutation: remove } : undefined}
    >
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
    </CrudListScreen>
  )
}

function BrandForm({ brand, onDone }: { brand: BrandRow | null; onDone: () => void }) {
  const { t } = useLingui()
  const save = useSaveBrand()
  const form = useForm({ initialValues: { name: brand?.name ?? '', description: brand?.description ?? '' } })
  const { values } = form
  // The kit awaits the save: a refusal shows in the alert.
  const submit = form.onSubmit(async () => {
    await save.mutateAsync({
      ...(brand ? { id: brand.id, version: brand.version } : {}),
      name: values.name.trim(),
      description: values.description.trim(),
    })
    notifySuccess(t`Saved`)
    onDone()
  })
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <TextInput label={t`Brand name`} required maxLength={60} {...form.getInputProps('name')} />
        <Textarea label={t`Description`} maxLength={500} {...form.getInputProps('description')} />
        {form.submitError ? <Alert color="red">{errorMessage(form.submitError)}</Alert> : null}
        <Group justify="flex-end">
          <Button type="submit" disabled={!form.isDirty || !values.name.trim()} loading={form.submitting}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
