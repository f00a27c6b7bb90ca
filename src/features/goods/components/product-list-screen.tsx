// /product/list (creation models) and /product/common/list (the models shared with the team):
// the category tree beside the paged models with their colours, sizes, sides and prices; create,
// edit and delete where allowed.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Card, ColorSwatch, Grid, Group, Stack, Text, Tooltip } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { confirm } from '../../../components/confirm-dialog'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { FilterBar } from '../../../components/list-page/filter-bar'
import { KeywordSearch } from '../../../components/list-page/keyword-search'
import { listControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { ConfigEntry } from '../../../contract/dictionaries'
import type { ProductRow } from '../../../contract/goods'
import { errorMessage } from '../../../lib/error-message'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useProductList, useRemoveProduct } from '../api/products'
import { productListRequest } from '../simple-search'
import { CategoryTree } from './category-tree'
import { GoodsThumb } from './goods-thumb'
import { ProductExportMenu } from './product-export-menu'
import { ProductFormDrawer } from './product-form'

export interface ProductSearch {
  categoryId?: string
  keyword?: string
  pageNo?: number
  pageSize?: number
  /** 'new' or a product id: the open form. */
  edit?: string
}

export interface ProductListScreenProps {
  search: ProductSearch
  onSearchChange: (change: Partial<ProductSearch>) => void
  colors: ConfigEntry[]
  /** /product/common/list: shared models only, read-only. */
  sharedOnly?: boolean
  canAdd: boolean
  canEdit: boolean
  canDelete: boolean
}

export function ProductListScreen(props: ProductListScreenProps) {
  const { search, onSearchChange, colors, sharedOnly } = props
  const { t } = useLingui()
  const { locale } = useLocale()
  // The route's loader prefetches this same request (routes/_app/product/list.tsx, common/list.tsx).
  const request = productListRequest(search, sharedOnly)
  const list = useProductList(request)
  const remove = useRemoveProduct()
  const colorName = (value: string) => colors.find((entry) => entry.value === value)?.text ?? value
  const money = (minor: number) => formatMoney(minor, 'CNY', locale)

  const onRemove = async (row: ProductRow) => {
    if (!(await confirm({ title: t`Delete product model`, message: t`Delete ${row.title}?`, danger: true }))) return
    remove.mutate(row.id, {
      onSuccess: () => notifySuccess(t`Deleted`),
      onError: (error) => notifyFailure(errorMessage(error)),
    })
  }
  const swatches = (row: ProductRow) => (
    <Group gap={4}>
      {row.colors.map((color) => (
        <Tooltip key={color} label={colorName(color)}>
          <ColorSwatch color={color} size={16} aria-label={colorName(color)} />
        </Tooltip>
      ))}
    </Group>
  )
  const rowActions = (row: ProductRow, size: 'xs' | 'md') =>
    sharedOnly ? null : (
      <Group gap="xs" wrap="nowrap" grow={size === 'md'}>
        {props.canEdit && (
          <Button size={size} variant="light" onClick={() => onSearchChange({ edit: row.id })}>
            <Trans>Edit</Trans>
          </Button>
        )}
        {props.canDelete && (
          <Button size={size} variant="light" color="red" onClick={() => void onRemove(row)}>
            <Trans>Delete</Trans>
          </Button>
        )}
      </Group>
    )
  const columns: DataTableColumn<ProductRow>[] = [
    {
      accessor: 'title',
      title: t`Product model`,
      render: (row) => (
        <Group gap="sm" wrap="nowrap">
          <GoodsThumb src={row.image} alt={row.title} />
          <Stack gap={0}>
            <Text size="sm">{row.title}</Text>
            <Text size="xs" c="dimmed">
              {row.code} · {row.categoryTitle}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { accessor: 'colors', title: t`Colours`, render: swatches },
    { accessor: 'sizes', title: t`Sizes`, render: (row) => row.sizes.join(' / ') },
    { accessor: 'sideCount', title: t`Print sides`, width: 90 },
    { accessor: 'weight', title: t`Weight`, render: (row) => `${(row.weight / 1000).toFixed(2)} kg` },
    { accessor: 'minPrice', title: t`Price`, render: (row) => `${money(row.minPrice)} – ${money(row.maxPrice)}` },
    ...(sharedOnly
      ? []
      : [
          {
            accessor: 'actions',
            title: t`Actions`,
            textAlign: 'right' as const,
            render: (row: ProductRow) => rowActions(row, 'xs'),
          },
        ]),
  ]

  return (
    <Stack gap="md">
      <PageHeader
        title={sharedOnly ? t`Common products` : t`Creation models`}
        actions={
          <>
            <ProductExportMenu
              filter={{
                categoryId: search.categoryId,
                keyword: search.keyword,
                ...(sharedOnly ? { shared: true } : {}),
              }}
              colorName={colorName}
              disabled={!list.data || list.data.totalCount === 0}
            />
            {!sharedOnly && props.canAdd && (
              <Button onClick={() => onSearchChange({ edit: 'new' })}>
                <Trans>New product model</Trans>
              </Button>
            )}
          </>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <CategoryTree
            selected={search.categoryId}
            onSelect={(categoryId) => onSearchChange({ categoryId, pageNo: undefined })}
            canEdit={!sharedOnly && props.canEdit}
            canDelete={!sharedOnly && props.canDelete}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="sm">
            <FilterBar>
              <KeywordSearch
                value={search.keyword}
                placeholder={t`Title or code`}
                onApply={(keyword) => onSearchChange({ keyword, pageNo: undefined })}
              />
            </FilterBar>
            <DataList<ProductRow>
              label={t`Product models`}
              {...listQueryProps(list)}
              columns={columns}
              {...listControls({ request, onChange: onSearchChange })}
              emptyText={t`No product models here`}
              renderCard={(row) => (
                <Card withBorder padding="sm" radius="md">
                  <Stack gap={6}>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <GoodsThumb src={row.image} alt={row.title} size={64} />
                      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                        <Text fw={600} size="sm">
                          {row.title}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {row.categoryTitle} · {(row.weight / 1000).toFixed(2)} kg
                        </Text>
                        <Text size="sm">
                          {money(row.minPrice)} – {money(row.maxPrice)}
                        </Text>
                      </Stack>
                    </Group>
                    {swatches(row)}
                    <Group gap={4}>
                      {row.sizes.map((size) => (
                        <Badge key={size} variant="outline" size="sm" radius="sm">
                          {size}
                        </Badge>
                      ))}
                    </Group>
                    {rowActions(row, 'md')}
                  </Stack>
                </Card>
              )}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {!sharedOnly && (
        <ProductFormDrawer
          productId={search.edit}
          categoryId={search.categoryId ?? null}
          onClose={() => onSearchChange({ edit: undefined })}
          colors={colors}
        />
      )}
    </Stack>
  )
}
