// The new-goods calls: POST /goods/new/add, POST /goods/new/info/save and GET /goods/new/delete/{id}
// (a GET that changes state, sent with an Idempotency-Key so a retry deletes once).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { GOODS_PATHS, type GoodsRow, type newGoodsAddSchema, type newGoodsInfoSchema } from '../../../contract/goods'
import { apiFetch } from '../../../lib/api-client'
import { goodsKeys } from './keys'

export type NewGoodsAddInput = z.input<typeof newGoodsAddSchema>
export type NewGoodsInfoInput = z.input<typeof newGoodsInfoSchema>

function useGoodsCall<I>(call: (input: I, key: string) => Promise<GoodsRow>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) => call(input, crypto.randomUUID()),
    onSuccess: (row) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: goodsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: goodsKeys.detail(row.id) }),
      ]),
  })
}

export const useAddNewGoods = () =>
  useGoodsCall<NewGoodsAddInput>((body, idempotencyKey) =>
    apiFetch<GoodsRow>(GOODS_PATHS.newAdd, { body, idempotencyKey, silent: true }),
  )

export const useSaveNewGoodsInfo = () =>
  useGoodsCall<NewGoodsInfoInput>((body, idempotencyKey) =>
    apiFetch<GoodsRow>(GOODS_PATHS.newInfoSave, { body, idempotencyKey, silent: true }),
  )

export const useDeleteNewGoods = () =>
  useGoodsCall<string>((id, idempotencyKey) =>
    apiFetch<GoodsRow>(GOODS_PATHS.newDelete(id), { method: 'GET', idempotencyKey, silent: true }),
  )
