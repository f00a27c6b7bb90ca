// Export of the product models of the current category and keyword (CSV or XLSX), for accounts
// with product_list.export.
import { useLingui } from '@lingui/react/macro'
import { useAccess } from '../../../components/access'
import { ListExportMenu } from '../../../components/list-page/list-export-menu'
import { useLocale } from '../../../lib/i18n'
import type { ProductListRequest } from '../api/products'
import { listProductPage, productExportColumns } from '../export-products'

export interface ProductExportMenuProps {
  /** The list's filter (paging is the export's own). */
  filter: Omit<ProductListRequest, 'pageNo' | 'pageSize'>
  colorName: (value: string) => string
  disabled: boolean
}

export function ProductExportMenu({ filter, colorName, disabled }: ProductExportMenuProps) {
  const { t, i18n } = useLingui()
  const { locale } = useLocale()
  const can = useAccess()
  if (!can('product_list.export')) return null
  return (
    <ListExportMenu
      disabled={disabled}
      fetchPage={(pageNo, pageSize, pageSignal) => listProductPage({ ...filter, pageNo, pageSize }, pageSignal)}
      columns={productExportColumns(i18n, colorName, locale)}
      name={t`product-models`}
    />
  )
}
