// /goods/generate/strategy: the generation strategies (which designs combine with which product
// models, for which shop and price template); the drawer edits one and runs a task.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Text } from '@mantine/core'
import { CrudListScreen } from '../../../components/list-page/crud-list-screen'
import type { StrategyRow } from '../../../contract/generation'
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

  return (
    <CrudListScreen<StrategyRow>
      title={t`Generation strategies`}
      newLabel={<Trans>New strategy</Trans>}
      onNew={canAdd ? () => onSearchChange({ edit: 'new' }) : undefined}
      keyword={search.keyword}
      keywordPlaceholder={t`Strategy name`}
      onSearchChange={onSearchChange}
      list={list}
      request={{ pageNo, pageSize }}
      columns={[
        { accessor: 'name', title: t`Strategy` },
        { accessor: 'shopName', title: t`Shop`, render: (row) => `${row.shopName} · ${channelLabel(row.channel)}` },
        { accessor: 'priceTemplateName', title: t`Price template` },
        { accessor: 'productCount', title: t`Product models`, width: 130 },
      ]}
      emptyText={t`No strategies yet`}
      card={(row) => (
        <>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600}>{row.name}</Text>
            <Badge variant="light">{t`${row.productCount} models`}</Badge>
          </Group>
          <Text
            size="sm"
            c="dimmed"
          >{`${row.shopName} · ${channelLabel(row.channel)} · ${row.priceTemplateName}`}</Text>
        </>
      )}
      edit={{
        label: canEdit ? <Trans>Edit / run</Trans> : <Trans>Open</Trans>,
        onEdit: (row) => onSearchChange({ edit: row.id }),
      }}
      remove={canDelete ? { title: t`Delete strategy`, mutation: remove } : undefined}
    >
      <StrategyDrawer
        edit={search.edit}
        options={{ ...props.options, templates: templateOptions }}
        canRun={canAdd}
        onEdit={(edit) => onSearchChange({ edit })}
        onTaskStarted={props.onTaskStarted}
      />
    </CrudListScreen>
  )
}
