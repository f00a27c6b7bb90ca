// Page settings of a storefront shop: fixed modules, subjects, the recommended-goods pool, page
// images, and the shop's goods to pick from.
import { useQuery } from '@tanstack/react-query'
import type {
  ModuleSaveInput,
  PageImageView,
  PageModuleView,
  PoolGoodsView,
  SubjectSaveInput,
  SubjectView,
} from '../../../contract/storefront'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { storefrontKeys } from './keys'
import { useStorefrontCall } from './mutate'

const byShop =
  <T>(path: string, key: (shopId: string) => readonly unknown[]) =>
  (shopId: string | undefined) =>
    useQuery({
      queryKey: key(shopId ?? ''),
      queryFn: ({ signal }) => apiFetch<T>(path, { body: { shopId }, signal, silent: true }),
      enabled: !!shopId,
    })

export const useModules = byShop<PageModuleView[]>('/setting/page/module/list', storefrontKeys.modules)
export const useSubjects = byShop<SubjectView[]>('/setting/page/subject/list', storefrontKeys.subjects)
export const usePool = byShop<PoolGoodsView[]>('/setting/goods/pool/list', storefrontKeys.pool)

export const useSaveModule = () =>
  useStorefrontCall<ModuleSaveInput, PageModuleView>(
    () => '/setting/page/module/save',
    (input) => [storefrontKeys.modules(input.shopId)],
  )
export const useDeleteModule = () =>
  useStorefrontCall<{ id: string; shopId: string }>(
    () => '/setting/page/module/delete',
    (input) => [storefrontKeys.modules(input.shopId)],
    (input) => ({ id: input.id }),
  )
export const useSaveSubject = () =>
  useStorefrontCall<SubjectSaveInput, SubjectView>(
    () => '/setting/page/subject/save',
    (input) => [storefrontKeys.subjects(input.shopId)],
  )
export const useDeleteSubject = () =>
  useStorefrontCall<{ id: string; shopId: string }>(
    () => '/setting/page/subject/delete',
    (input) => [storefrontKeys.subjects(input.shopId)],
    (input) => ({ id: input.id }),
  )
export const useSavePool = () =>
  useStorefrontCall<{ shopId: string; goodsIds: string[] }, PoolGoodsView[]>(
    () => '/setting/goods/pool/save',
    (input) => [storefrontKeys.pool(input.shopId)],
  )

export const usePageImages = () =>
  useQuery({
    queryKey: storefrontKeys.images(),
    queryFn: ({ signal }) => apiFetch<PageImageView[]>('/upload/page-image/list', { body: {}, signal, silent: true }),
  })

/** Uploads one page image (the screen checked its type and size) under its own Idempotency-Key. */
export function uploadPageImage(file: File) {
  const body = new FormData()
  body.append('file', file, file.name)
  return apiFetch('/upload/page-image', { method: 'POST', body, idempotencyKey: crypto.randomUUID(), silent: true })
}

/** The shop's goods on sale, for the subject and pool pickers (POST /ds/list/goods_list). */
export const useShopGoods = (shopId: string | undefined, keyword: string) =>
  useQuery({
    queryKey: storefrontKeys.shopGoods(shopId ?? '', keyword),
    queryFn: ({ signal }) =>
      fetchPage<{ id: string; title: string; status: string; minPrice: number; image: string }>(
        '/ds/list/goods',
        { shopId, status: 'on_sale', keyword: keyword || undefined, pageSize: 50 },
        { signal, silent: true },
      ).then((page) => page.data),
    enabled: !!shopId,
  })
