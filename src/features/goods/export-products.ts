// The product model export: every model of the current category and keyword, colours by name,
// prices as plain numbers (CNY), weight in kilograms.
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { GOODS_PATHS, type ProductRow } from '../../contract/goods'
import type { ExportColumn } from '../../lib/export/table-export'
import { formatDateTime } from '../../lib/format-date'
import { minorToMajor } from '../../lib/money'
import { fetchPage } from '../../lib/paging'
import type { ProductListRequest } from './api/products'

const HEADERS = {
  title: msg`Product model`,
  code: msg`Code`,
  category: msg`Category`,
  colours: msg`Colours`,
  sizes: msg`Sizes`,
  sides: msg`Print sides`,
  specs: msg`Specifications`,
  weight: msg`Weight (kg)`,
  minPrice: msg`Lowest price (CNY)`,
  maxPrice: msg`Highest price (CNY)`,
  minQuantity: msg`Minimum order quantity`,
  shared: msg`Shared with the team`,
  updatedAt: msg`Updated`,
}

export function productExportColumns(
  i18n: I18n,
  colorName: (value: string) => string,
  locale: string,
): ExportColumn<ProductRow>[] {
  const h = (key: keyof typeof HEADERS) => i18n._(HEADERS[key])
  return [
    { header: h('title'), value: (row) => row.title, width: 32 },
    { header: h('code'), value: (row) => row.code, width: 14 },
    { header: h('category'), value: (row) => row.categoryTitle, width: 16 },
    { header: h('colours'), value: (row) => row.colors.map(colorName).join(', '), width: 24 },
    { header: h('sizes'), value: (row) => row.sizes.join(' / '), width: 18 },
    { header: h('sides'), value: (row) => row.sideCount, width: 8 },
    { header: h('specs'), value: (row) => row.specCount, width: 8 },
    { header: h('weight'), value: (row) => row.weight / 1000, width: 10 },
    { header: h('minPrice'), value: (row) => Number(minorToMajor(row.minPrice, 'CNY')), width: 12 },
    { header: h('maxPrice'), value: (row) => Number(minorToMajor(row.maxPrice, 'CNY')), width: 12 },
    { header: h('minQuantity'), value: (row) => row.minQuantity, width: 10 },
    { header: h('shared'), value: (row) => (row.shared ? '✓' : ''), width: 8 },
    { header: h('updatedAt'), value: (row) => formatDateTime(row.updatedAt, locale), width: 18 },
  ]
}

export const listProductPage = (request: ProductListRequest, signal?: AbortSignal) =>
  fetchPage<ProductRow>(GOODS_PATHS.productList, request, { signal })
