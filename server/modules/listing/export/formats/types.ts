// What a channel's bulk-upload file is made of: header rows written once, then the rows of each
// listing, built from the product a publish would send (build.ts), so file and publish agree.
import type { BuiltProduct } from '../../../../../src/contract/listing'

export type Cell = string | number

export interface ExportSource {
  product: BuiltProduct
  /** The template's category path on the channel, root first. */
  categoryPath: string[]
  shopName: string
  /** 1-based place of the listing in the file (groups a product's rows where the channel asks). */
  position: number
}

export interface ChannelFileFormat {
  /** The channel's header rows, verbatim: its importer reads them, so they are not translated. */
  header: Cell[][]
  /** Column widths in characters (XLSX only). */
  widths?: number[]
  rows(source: ExportSource): Cell[][]
}

/** The n-th image, or empty. */
export const image = (product: BuiltProduct, n: number) => product.images[n] ?? ''
export const joinValues = (values: string[]) => [...new Set(values.filter(Boolean))].join(', ')
/** Variants listed by their colour and size, as the channel's variation columns want. */
export const colours = (product: BuiltProduct) => joinValues(product.variants.map((variant) => variant.color))
export const sizes = (product: BuiltProduct) => joinValues(product.variants.map((variant) => variant.size))

/**
 * Rows of fixed columns filled by name: each call copies `base` (or an empty row) and sets the
 * named cells. An export writes ~100,000 rows, and building each from a spread object read back
 * column by column was the largest JavaScript cost of the Amazon file (profiled).
 */
export function namedRow(columns: readonly string[]) {
  const index = new Map(columns.map((column, i) => [column, i]))
  const empty: Cell[] = columns.map(() => '')
  return (values: Record<string, Cell | undefined>, base: readonly Cell[] = empty): Cell[] => {
    const row = base.slice()
    for (const key in values) {
      const at = index.get(key)
      const value = values[key]
      if (at !== undefined && value !== undefined) row[at] = value
    }
    return row
  }
}
