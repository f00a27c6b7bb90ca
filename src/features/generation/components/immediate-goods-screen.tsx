// /goods/immediate/list: the instant goods — those the generation tasks created — newest first,
// filterable by task (?taskId=…), each linking to the goods in the goods list.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { DataTableColumn } from 'mantine-datatable'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { ImmediateGoodsRow } from '../../../contract/generation'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import { useImmediateGoods } from '../api/tasks'
import { type GenerationSearch, immediateGoodsRequest } from '../generation-search'

type Row = ImmediateGoodsRow & { id: string }

export interface ImmediateGoodsScreenProps {
  search: GenerationSearch
  onSearchChange: (change: Partial<GenerationSearch>) => void
  statusLabel: (status: string) => string
}

export function ImmediateGoodsScreen({ search, onSearchChange, statusLabel }: ImmediateGoodsScreenProps) {
  const { t, i18n } = useLingui()
  const request = immediateGoodsRequest(search)
  const { pageNo, pageSize } = request
  const list = useImmediateGoods(request)
  const price = (row: Row) => {
    const low = formatMoney(row.minPrice, 'CNY', i18n.locale)
    return row.minPrice === row.maxPrice ? low : `${low} – ${formatMoney(row.maxPrice, 'CNY', i18n.locale)}`
  }
  const goodsLink = (row: Row) => (
    <Anchor renderRoot={(props) => <Link to="/goods/list" search={{ goodsId: row.goodsId }} {...props} />}>
      {row.title}
    </Anchor>
  )
  const taskLink = (row: Row) => (
    <Anchor
      renderRoot={(props) => <Link to="/goods/generate/bg" search={{ taskId: row.taskId }} {...props} />}
      size="sm"
    >
      {row.strategyName}
    </Anchor>
  )
  const columns: DataTableColumn<Row>[] = [
    { accessor: 'title', title: t`Goods`, render: goodsLink },
    { accessor: 'goodsNo', title: t`Goods No.`, width: 150 },
    { accessor: 'status', title: t`Status`, width: 100, render: (row) => statusLabel(row.status) },
    { accessor: 'minPrice', title: t`Price`, render: price },
    { accessor: 'strategyName', title: t`Made by`, render: taskLink },
    { accessor: 'createdAt', title: t`Created`, render: (row) => formatDateTime(row.createdAt, i18n.locale) },
  ]
  return (
    <Stack gap="md">
      <PageHeader title={t`Instant goods`} />
      {search.taskId && (
        <FilterBar>
          <Group gap="xs">
            <Text size="sm">
              <Trans>Goods of one generation task</Trans>
            </Text>
            <Button size="xs" variant="subtle" onClick={() => onSearchChange({ taskId: undefined, pageNo: undefined })}>
              <Trans>Show all</Trans>
            </Button>
          </Group>
        </FilterBar>
      )}
      <DataList<Row>
        label={t`Instant goods`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        emptyText={t`No goods made by generation tasks yet`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={4}>
              {goodsLink(row)}
              <Text size="sm">{`${row.goodsNo} · ${statusLabel(row.status)} · ${price(row)}`}</Text>
              {taskLink(row)}
            </Stack>
          </Card>
        )}
      />
    </Stack>
  )
}
