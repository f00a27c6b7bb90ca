// The goods list from the device when the network is gone (DESIGN.md §6): the mirror read through
// useLiveQuery, with the filters applied locally and the age of the data.

import type { MirrorPage } from '../../../components/offline/mirror-page'
import type { ProductCategoryNode } from '../../../contract/goods'
import { mirrorGoodsPage } from '../../../db/mirror/goods-queries'
import { MIRRORS } from '../../../db/mirror/mirror-names'
import type { GoodsRecord } from '../../../db/schema'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import type { GoodsListRequest } from './list-goods'

/** The category and every category under it (the server's category filter includes sub-categories). */
export function categoryAndDescendants(
  tree: ProductCategoryNode[] | undefined,
  categoryId: string | undefined,
): Set<string> | undefined {
  if (!categoryId) return undefined
  const ids = new Set([categoryId])
  const visit = (nodes: ProductCategoryNode[], inside: boolean) => {
    for (const node of nodes) {
      const within = inside || node.id === categoryId
      if (within) ids.add(node.id)
      visit(node.children, within)
    }
  }
  visit(tree ?? [], false)
  return ids
}

export function useMirrorGoodsPage(
  request: GoodsListRequest,
  enabled: boolean,
  categoryIds: ReadonlySet<string> | undefined,
): MirrorPage<GoodsRecord> {
  const db = useAccountDb()
  const key = JSON.stringify([request, categoryIds ? [...categoryIds] : null])
  const page = useLiveQuery(
    () => (enabled && db ? mirrorGoodsPage(db, request, { categoryIds }) : undefined),
    [enabled, db, key],
  )
  const state = useLiveQuery(() => (db ? db.syncState.get(MIRRORS.goods) : undefined), [db])
  return { page, syncedAt: state?.syncedAt ?? null }
}
