// /price/template: listing price templates (markup rules) with the price they give; create, edit
// and delete (a template used by a strategy cannot be deleted — the server says so).
import { Trans, useLingui } from '@lingui/react/macro'
import { Modal, Text } from '@mantine/core'
import { CrudListScreen } from '../../../components/list-page/crud-list-screen'
import { useGuardedClose } from '../../../components/use-guarded-close'
import type { PriceTemplateRow } from '../../../contract/generation'
import { formatMoney } from '../../../lib/money'
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

  const rule = (row: PriceTemplateRow) =>
    t`cost + ${row.markupPercent}% + ${money(row.addOn)}, ${i18n._(ROUNDING_LABELS[row.rounding])}`
  return (
    <CrudListScreen<PriceTemplateRow>
      title={t`Listing price templates`}
      newLabel={<Trans>New template</Trans>}
      onNew={canAdd ? () => onSearchChange({ edit: 'new' }) : undefined}
      keyword={search.keyword}
      keywordPlaceholder={t`Template name`}
      onSearchChange={onSearchChange}
      list={list}
      request={{ pageNo, pageSize }}
      columns={[
        { accessor: 'name', title: t`Price template` },
        { accessor: 'markupPercent', title: t`Price rule`, render: rule },
        {
          accessor: 'minPrice',
          title: t`Price range`,
          render: (row) => `${money(row.minPrice)} – ${money(row.maxPrice)}`,
        },
        { accessor: 'quantity', title: t`Quantity`, width: 100 },
      ]}
      emptyText={t`No price templates yet`}
      card={(row) => (
        <>
          <Text fw={600}>{row.name}</Text>
          <Text size="sm">{rule(row)}</Text>
          <Text
            size="sm"
            c="dimmed"
          >{`${money(row.minPrice)} – ${money(row.maxPrice)} · ${t`Quantity`} ${row.quantity}`}</Text>
        </>
      )}
      edit={canEdit ? { label: <Trans>Edit</Trans>, onEdit: (row) => onSearchChange({ edit: row.id }) } : undefined}
      remove={canDelete ? { title: t`Delete price template`, mutation: remove } : undefined}
    >
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
    </CrudListScreen>
  )
}
