// POST /goods/status, single or bulk. Optimistic: the new status shows at once in every cached
// list page and detail; when the server refuses (transition not allowed, stale version, …) the
// caches roll back and the server's message is shown. The Idempotency-Key is made when the user
// acts, so a retry of the same action cannot change twice.
import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Page } from '../../../contract/envelope'
import { GOODS_PATHS, type GoodsDetail, type GoodsRow, type GoodsStatus } from '../../../contract/goods'
import { apiFetch } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure } from '../../../lib/notify'
import { goodsKeys } from './keys'

export interface GoodsStatusChange {
  status: GoodsStatus
  goods: Pick<GoodsRow, 'id' | 'version'>[]
}

type Snapshot = [QueryKey, unknown][]

function patchCaches(queryClient: QueryClient, ids: Set<string>, patch: (row: GoodsRow) => GoodsRow): Snapshot {
  const snapshot: Snapshot = []
  for (const [key, data] of queryClient.getQueriesData<Page<GoodsRow>>({ queryKey: goodsKeys.lists() })) {
    if (!data) continue
    snapshot.push([key, data])
    queryClient.setQueryData(key, { ...data, data: data.data.map((row) => (ids.has(row.id) ? patch(row) : row)) })
  }
  for (const id of ids) {
    const key = goodsKeys.detail(id)
    const data = queryClient.getQueryData<GoodsDetail>(key)
    if (!data) continue
    snapshot.push([key, data])
    queryClient.setQueryData(key, patch(data) as GoodsDetail)
  }
  return snapshot
}

export function changeGoodsStatus(change: GoodsStatusChange, idempotencyKey: string) {
  const body =
    change.goods.length === 1
      ? { status: change.status, id: change.goods[0]!.id, version: change.goods[0]!.version }
      : {
          status: change.status,
          ids: change.goods.map((row) => row.id),
          versions: Object.fromEntries(change.goods.map((row) => [row.id, row.version])),
        }
  return apiFetch<GoodsRow[]>(GOODS_PATHS.status, { body, idempotencyKey, silent: true })
}

export function useChangeGoodsStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: GoodsStatusChange) => changeGoodsStatus(change, crypto.randomUUID()),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: goodsKeys.all })
      const ids = new Set(change.goods.map((row) => row.id))
      return { snapshot: patchCaches(queryClient, ids, (row) => ({ ...row, status: change.status })) }
    },
    onError: (error, _change, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data)
      notifyFailure(errorMessage(error))
    },
    onSuccess: (rows) => {
      const byId = new Map(rows.map((row) => [row.id, row]))
      patchCaches(queryClient, new Set(byId.keys()), (row) => ({ ...row, ...byId.get(row.id) }))
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  })
}
