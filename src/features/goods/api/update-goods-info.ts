// POST /goods/info/update: the title and brand of one goods, based on the version the form showed
// (a change made meanwhile answers 412). Not an outbox operation (a form of several fields against a
// version): online only. Invalidates the lists and this one detail, not every goods query.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { GOODS_PATHS, type GoodsRow, type goodsInfoSchema } from '../../../contract/goods'
import { apiFetch } from '../../../lib/api-client'
import { goodsKeys } from './keys'

export type GoodsInfoInput = z.input<typeof goodsInfoSchema>

/**
 * `onSaved` runs with the mutation, not with the calling form: the form is keyed by the goods'
 * version, so the refreshed detail replaces it before a `mutate(…, { onSuccess })` would run.
 */
export function useUpdateGoodsInfo(options: { onSaved?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: GoodsInfoInput) =>
      apiFetch<GoodsRow>(GOODS_PATHS.infoUpdate, { body, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSuccess: (_row, body) => {
      options.onSaved?.()
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: goodsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: goodsKeys.detail(body.id) }),
      ])
    },
  })
}
