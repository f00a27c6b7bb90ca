// /cooperate/goods/list: the goods cooperating suppliers and factories supply — last agreed
// price, how much was purchased, and how many lines of orders waiting to ship still need each;
// "Add to cart" puts exactly those lines into the purchase cart. Filters and paging in the URL.
import { useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, Group, Select, Stack, Switch, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { CooperateGoodsRow } from '../../../contract/purchasing'
import { errorMessage } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format-date'
import { formatMoney } from '../../../lib/money'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useAddGoodsToCart } from '../api/add-goods-to-cart'
import { useCooperateGoods } from '../api/cooperate-goods'
import { cooperateGoodsRequest } from '../partner-search'

export interface CooperateGoodsSearch {
  supplierId?: string
  keyword?: string
  needed?: boolean
  pageNo?: number
  pageSize?: number
}

export interface CooperateGoodsScreenProps {
  search: CooperateGoodsSearch
  onSearchChange: (change: Partial<CooperateGoodsSearch>) => void
  onReset: () => void
  locale: string
  suppliers: { value: string; label: string }[]
  /** purchase_list.add */
  canPurchase: boolean
}

export function CooperateGoodsScreen({
  search,
  onSearchChange,
  onReset,
  locale,
  suppliers,
  canPurchase,
}: CooperateGoodsScreenProps) {
  const { t } = useLingui()
  // The route's loader prefetches this same request (routes/_app/cooperate/goods/list.tsx).
  const request = cooperateGoodsRequest(search)
  const { pageNo, pageSize } = request
  const list = useCooperateGoods(request)
  const add = useAddGoodsToCart()
  const addToCart = (row: CooperateGoodsRow) =>
    add.mutate(
      { supplierId: row.supplierId, sku: row.sku },
      {
        onSuccess: ({ added }) => notifySuccess(t`${added} line(s) of ${row.sku} added to the purchase cart`),
        onError: (error) => notifyFailure(errorMessage(error)),
      },
    )
  const addButton = (row: CooperateGoodsRow) =>
    canPurchase && row.openLines > 0 ? (
      <Button
        size="xs"
        variant="light"
        loading={add.isPending && add.variables?.sku === row.sku}
        onClick={() => addToCart(row)}
      >
        {t`Add ${row.openLines} to cart`}
      </Button>
    ) : null
  const columns: DataTableColumn<CooperateGoodsRow>[] = [
    {
      accessor: 'title',
      title: t({ message: 'Goods', context: 'purchase line' }),
      render: (row) => (
        <div>
          <Text size="sm">{row.title}</Text>
          <Text size="xs" c="dimmed">
            {row.sku}
          </Text>
        </div>
      ),
    },
    {
      accessor: 'supplierName',
      title: t`Supplier`,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          {row.supplierName}
          {row.supplierType === 1 && <Badge size="xs" variant="outline">{t`Factory`}</Badge>}
        </Group>
      ),
    },
    {
      accessor: 'lastUnitPrice',
      title: t`Last price`,
      textAlign: 'right',
      render: (row) => formatMoney(row.lastUnitPrice, row.currency, locale),
    },
    { accessor: 'purchasedQuantity', title: t`Purchased`, textAlign: 'right' },
    {
      accessor: 'lastPurchasedAt',
      title: t`Last purchased`,
      render: (row) => formatDateTime(row.lastPurchasedAt, locale),
    },
    { accessor: 'openLines', title: t`Needed by orders`, textAlign: 'right' },
    { accessor: 'actions', title: '', render: addButton },
  ]
  return (
    <Stack gap="md">
      <PageHeader title={t`Supplier goods`} />
      <FilterBar
        onReset={onReset}
        active={Boolean(search.supplierId || search.keyword || search.needed)}
        primary={
          <KeywordSearch
            value={search.keyword}
            placeholder={t`Goods name or SKU`}
            onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
          />
        }
      >
        <Select
          label={t`Supplier`}
          w={{ base: '100%', sm: 220 }}
          clearable
          data={suppliers}
          value={search.supplierId ?? null}
          onChange={(value) => onSearchChange({ supplierId: value ?? undefined, pageNo: undefined })}
        />
        <Switch
          label={t`Only goods orders still need`}
          checked={Boolean(search.needed)}
          onChange={(event) => onSearchChange({ needed: event.currentTarget.checked || undefined, pageNo: undefined })}
        />
      </FilterBar>
      <DataList<CooperateGoodsRow>
        label={t`Supplier goods`}
        {...listQueryProps(list)}
        columns={columns}
        {...listControls({ request: { pageNo, pageSize }, onChange: onSearchChange })}
        emptyText={t`Your suppliers have not supplied any goods yet`}
        renderCard={(row) => (
          <Card withBorder padding="sm" radius="md">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {row.title}
              </Text>
              <Text size="xs" c="dimmed">
                {row.sku} · {row.supplierName}
              </Text>
              <Group justify="space-between">
                <Text size="sm">{formatMoney(row.lastUnitPrice, row.currency, locale)}</Text>
                <Text size="xs" c="dimmed">
                  {t`Needed by orders: ${row.openLines}`}
                </Text>
              </Group>
              {addButton(row)}
            </Stack>
          </Card>
        )}
      />
    </Stack>
  )
}
