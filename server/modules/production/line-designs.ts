// The design each purchase line prints, for the job made from it: sale line → goods → the design
// version the goods hold. Goods an order references keep their version when the design changes
// (designs/design-mutations.ts), and the job keeps its own copy, so a ticket always names the
// version and print files it was made from.
import { and, eq, inArray } from 'drizzle-orm'
import type { ProductionLineDesign } from '../../../src/contract/production'
import { designs, designVersions, goods, saleOrderLines } from '../../db/schema'
import type { Database } from '../../db/types'

/** Sale line id → the design its goods print; lines of goods without a design are absent. */
export async function designsOfSaleLines(
  tx: Database,
  saleLineIds: string[],
): Promise<Map<string, ProductionLineDesign>> {
  const found = new Map<string, ProductionLineDesign>()
  if (saleLineIds.length === 0) return found
  const rows = await tx
    .select({
      lineId: saleOrderLines.id,
      designId: designs.id,
      name: designs.name,
      version: designVersions.number,
      files: designVersions.files,
    })
    .from(saleOrderLines)
    .innerJoin(goods, and(eq(goods.id, saleOrderLines.goodsId), eq(goods.did, saleOrderLines.did)))
    .innerJoin(designs, and(eq(designs.id, goods.designId), eq(designs.did, goods.did)))
    .innerJoin(
      designVersions,
      and(eq(designVersions.designId, designs.id), eq(designVersions.number, goods.designVersion)),
    )
    .where(inArray(saleOrderLines.id, saleLineIds))
  for (const row of rows) {
    found.set(row.lineId, {
      designId: row.designId,
      name: row.name,
      version: row.version,
      files: row.files.map((file) => ({
        sideName: file.sideName,
        width: file.width,
        height: file.height,
        dpi: file.dpi,
        printFile: file.printFile,
        mockup: file.mockup,
      })),
    })
  }
  return found
}
