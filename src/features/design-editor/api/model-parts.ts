// GET /product/side/{id} and /product/spec/{id}: what a new design starts from — the product
// model's printable sides and its colours. Asked for together when a model is chosen. The paths
// come from the zod-free goods-paths, so the editor's first chunk stays free of zod.
import type { ProductSide, ProductSpec } from '../../../contract/goods'
import { GOODS_PATHS } from '../../../contract/goods-paths'
import { apiFetch } from '../../../lib/api-client'

export async function fetchModelParts(productId: string): Promise<{ sides: ProductSide[]; specs: ProductSpec[] }> {
  const [sides, specs] = await Promise.all([
    apiFetch<ProductSide[]>(GOODS_PATHS.productSide(productId), { silent: true }),
    apiFetch<ProductSpec[]>(GOODS_PATHS.productSpec(productId), { silent: true }),
  ])
  return { sides, specs }
}
