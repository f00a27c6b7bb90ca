// Bulk recommend / un-recommend of reviews: one transaction for the whole set; ids of another
// tenant or unknown ones are reported as missing (and changed nothing), never revealed.
import type { RecommendCommentsResult } from '../../../src/contract/reports'
import { goodsComments } from '../../db/schema'
import type { Database } from '../../db/types'
import { updateRows } from '../../db/versioned'

export async function recommendComments(
  tx: Database,
  did: string,
  input: { ids: string[]; recommended: boolean },
): Promise<RecommendCommentsResult> {
  const ids = [...new Set(input.ids)]
  const rows = await updateRows(tx, goodsComments, did, ids, { recommended: input.recommended })
  const updated = new Set(rows.map((row) => row.id))
  return { updated: ids.filter((id) => updated.has(id)), missing: ids.filter((id) => !updated.has(id)) }
}
