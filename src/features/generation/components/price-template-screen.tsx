// /price/template: listing price templates (markup rules) with the price they give; create, edit
// and delete (a template used by a strategy cannot be deleted — the server says so).
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import { useGuardedClose } from '../../../components/use-guarded-close'
import type { PriceTemplateRow } from '../../../contract/generation'
import { errorMessage } from '../../../lib/error-message'
import { formatMoney } from '../../../lib/money'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useDeleteTemplate, useTemplateList } from '../api/price-templates'
import { ROUNDING_LABELS } from '../generation-labels'
import { type GenerationSearch, keywordListRequest } from '../generation-search'
import { PriceTemplateForm } from './price-template-form'

export interface PriceTemplateScreenProps {
  search: GenerationSearch
  onSearchChange: (change: Partial<GenerationSearch>) => void
  canAdd: boolean
  canEdit: boolean
  canDelete: boolean
}

export function PriceTemplateScreen({ search, onSearchChange, canAdd, canEdit, canDelete }: PriceTemplateScreenProps) {
  const { t, i18n } = useLingui()
  const request = keywordListRequest(search)
  const { pageNo, pageSize } = request
  const list = useTemplateList(request)
  const remove = useDeleteTemplate()
  const money = (minor: number) => formatMoney(minor, 'CNY', i18n.locale)
  const editing = search.edit === 'new' ? null : list.data?.data.find((row) => row.id === search.edit)
  const guard = useGuardedClose(() => onSearchChange({ edit: undefined }))

  const onRemove = async (row: PriceTemplateRow) => {
    if (!(await confirm({ title: t`Delete price template`, message: t`Delete ${row.name}?`, danger: true }))) return
    remove.mutate(row.id, {
      onSuccess: () => notifySuccess(t`Deleted`),
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }
  const rule = (row: PriceTemplateRow) =>
    t`cost + ${row.markupPercent}% + ${money(row.addOn)}, ${i18n._(ROUNDING_LABELS[row.rounding])}`
  const actions = (row: PriceTemplateRow, size: 'xs' | 'md') => (
    <Group gap="xs" wrap="nowrap" grow={size === 'md'}>
      {canEdit && (
        <Button size={size} variant="light" onClick={() => onSearchChange({ edit: row.id })}>
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
  const columns: DataTableColumn<PriceTemplateRow>[] = [
    { accessor: 'name', title: t`Price template` },
    { accessor: 'markupPercent', title: t`Price rule`, render: rule },
    { accessor: 'minPrice', title: t`Price range`, render: (row) => `${money(row.minPrice)} – ${money(row.maxPrice)}` },
    { accessor: 'quantity', title: t`Quantity`, width: 100 },
    { accessor: 'actions', title: t`Actions`, textAlign: 'right', render: (row) => actions(row, 'xs') },
  ]
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Listing price templates`}
        actions={
          canAdd && (
            <Button onClick={() => onSearchChange({ edit: 'new' })}>
              <Trans>New template</Trans>
            </Button>
          )
        }
      />
      <FilterBar>
        <KeywordSearch
          value={search.keyword}
          placeholder={t`Template name`}
          onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
        />
      </FilterBar>
      <DataList<PriceTemplateRow>
        label={t`Listing price templates`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        emptyText={t`No price templates yet`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={6}>
              <Text fw={600}>{row.name}</Text>
              <Text size="sm">{rule(row)}</Text>
              <Text
                size="sm"
                c="dimmed"
              >{`${money(row.minPrice)} – ${money(row.maxPrice)} · ${t`Quantity`} ${row.quantity}`}</Text>
              {actions(row, 'md')}
            </Stack>
          </Card>
        )}
      />
      <Modal
        opened={search.edit !== undefined && (search.edit === 'new' || editing !== undefined)}
        onClose={guard.close}
        title={search.edit === 'new' ? t`New price template` : t`Edit price template`}
      >
        {search.edit !== undefined && (search.edit === 'new' || editing) && (
          <PriceTemplateForm
            key={search.edit}
            template={editing ?? null}
            onDone={guard.done}
            onDirty={guard.setDirty}
          />
        )}
      </Modal>
    </Stack>
  )
}
