// Export of the product models of the current category and keyword (CSV or XLSX), for accounts
// with product_list.export.
import { useLingui } from '@lingui/react/macro'
import { useAccess } from '../../../components/access'
import { ExportMenu } from '../../../components/list-page/export-menu'
import { exportFileName, exportList } from '../../../lib/export/export-list'
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
    <ExportMenu
      disabled={disabled}
      run={(format, onProgress, signal) =>
        exportList({
          format,
          fetchPage: (pageNo, pageSize, pageSignal) => listProductPage({ ...filter, pageNo, pageSize }, pageSignal),
          columns: productExportColumns(i18n, colorName, locale),
          onProgress,
          signal,
          fileName: exportFileName(t`product-models`),
        })
      }
    />
  )
}
