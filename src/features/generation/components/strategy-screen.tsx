// /goods/generate/strategy: the generation strategies (which designs combine with which product
// models, for which shop and price template); the drawer edits one and runs a task.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { StrategyRow } from '../../../contract/generation'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useTemplateList } from '../api/price-templates'
import { useDeleteStrategy, useStrategyList } from '../api/strategies'
import { type GenerationSearch, keywordListRequest } from '../generation-search'
import { StrategyDrawer } from './strategy-drawer'
import type { Option, StrategyOptions } from './strategy-form'

export interface StrategyScreenProps {
  search: GenerationSearch
  onSearchChange: (change: Partial<GenerationSearch>) => void
  options: Omit<StrategyOptions, 'templates'>
  channelLabel: (channel: string) => string
  canAdd: boolean
  canEdit: boolean
  canDelete: boolean
  onTaskStarted: (taskId: string) => void
}

export function StrategyScreen(props: StrategyScreenProps) {
  const { search, onSearchChange, canAdd, canEdit, canDelete, channelLabel } = props
  const { t } = useLingui()
  const request = keywordListRequest(search)
  const { pageNo, pageSize } = request
  const list = useStrategyList(request)
  const templates = useTemplateList({ pageNo: 1, pageSize: 200 })
  const remove = useDeleteStrategy()
  const templateOptions: Option[] = (templates.data?.data ?? []).map((row) => ({ value: row.id, label: row.name }))

  const onRemove = async (row: StrategyRow) => {
    if (!(await confirm({ title: t`Delete strategy`, message: t`Delete ${row.name}?`, danger: true }))) return
    remove.mutate(row.id, {
      onSuccess: () => notifySuccess(t`Deleted`),
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }
  const actions = (row: StrategyRow, size: 'xs' | 'md') => (
    <Group gap="xs" wrap="nowrap" grow={size === 'md'}>
      <Button size={size} variant="light" onClick={() => onSearchChange({ edit: row.id })}>
        {canEdit ? <Trans>Edit / run</Trans> : <Trans>Open</Trans>}
      </Button>
      {canDelete && (
        <Button size={size} variant="light" color="red" onClick={() => void onRemove(row)}>
          <Trans>Delete</Trans>
        </Button>
      )}
    </Group>
  )
  const columns: DataTableColumn<StrategyRow>[] = [
    { accessor: 'name', title: t`Strategy` },
    { accessor: 'shopName', title: t`Shop`, render: (row) => `${row.shopName} · ${channelLabel(row.channel)}` },
    { accessor: 'priceTemplateName', title: t`Price template` },
    { accessor: 'productCount', title: t`Product models`, width: 130 },
    { accessor: 'actions', title: t`Actions`, textAlign: 'right', render: (row) => actions(row, 'xs') },
  ]
  return (
    <Stack gap="md">
      <PageHeader
        title={t`Generation strategies`}
        actions={
          canAdd && (
            <Button onClick={() => onSearchChange({ edit: 'new' })}>
              <Trans>New strategy</Trans>
            </Button>
          )
        }
      />
      <FilterBar>
        <KeywordSearch
          value={search.keyword}
          placeholder={t`Strategy name`}
          onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
        />
      </FilterBar>
      <DataList<StrategyRow>
        label={t`Generation strategies`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        emptyText={t`No strategies yet`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600}>{row.name}</Text>
                <Badge variant="light">{t`${row.productCount} models`}</Badge>
              </Group>
              <Text
                size="sm"
                c="dimmed"
              >{`${row.shopName} · ${channelLabel(row.channel)} · ${row.priceTemplateName}`}</Text>
              {actions(row, 'md')}
            </Stack>
          </Card>
        )}
      />
      <StrategyDrawer
        edit={search.edit}
        options={{ ...props.options, templates: templateOptions }}
        canRun={canAdd}
        onEdit={(edit) => onSearchChange({ edit })}
        onTaskStarted={props.onTaskStarted}
      />
    </Stack>
  )
}
