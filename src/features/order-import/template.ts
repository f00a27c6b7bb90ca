// The downloadable template of a kind: its own column names (what its exporter writes) and one
// example row, as CSV or XLSX.
import { IMPORT_FIELDS, type ImportKind, type RawImportRow } from '../../contract/order-import'
import { buildExportFile, type ExportColumn, type ExportFormat } from '../../lib/export/table-export'
import { KIND_SPECS } from './kinds'

export function templateColumns(kind: ImportKind): ExportColumn<RawImportRow & { variation?: string }>[] {
  const spec = KIND_SPECS[kind]
  const columns: ExportColumn<RawImportRow & { variation?: string }>[] = []
  for (const field of IMPORT_FIELDS) {
    const header = spec.columns[field]?.[0]
    if (header) columns.push({ header, value: (row) => row[field] ?? '', width: Math.max(12, header.length + 2) })
  }
  const variation = spec.variation?.[0]
  if (variation) columns.push({ header: variation, value: (row) => row.variation ?? '', width: 16 })
  return columns
}

export function templateExample(kind: ImportKind, shopName: string): RawImportRow & { variation?: string } {
  const spec = KIND_SPECS[kind]
  const example = { ...spec.example, shop: shopName }
  return spec.variation ? { ...example, variation: `${example.color}, ${example.size}` } : example
}

export function buildTemplate(kind: ImportKind, format: ExportFormat, shopName: string): Promise<File> {
  return buildExportFile(
    format,
    [templateExample(kind, shopName)],
    templateColumns(kind),
    `order-import-${kind}-template`,
  )
}
