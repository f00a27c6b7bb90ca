// POST /goods/recommend, /goods/brand/recommend and /goods/new/visible: one flag on one or more goods.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { GOODS_PATHS, GoodsRow } from '../../../contract/goods'
import { apiFetch } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/error-message'
import { notifyFailure } from '../../../lib/notify'
import { goodsKeys } from './keys'

export type GoodsFlagPath =
  | typeof GOODS_PATHS.recommend
  | typeof GOODS_PATHS.brandRecommend
  | typeof GOODS_PATHS.newVisible

export function useSetGoodsFlag(path: GoodsFlagPath) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, value }: { ids: string[]; value: boolean }) =>
      apiFetch<GoodsRow[]>(path, {
        body: ids.length === 1 ? { id: ids[0], value } : { ids, value },
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onError: (error) => notifyFailure(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.all }),
  })
}
