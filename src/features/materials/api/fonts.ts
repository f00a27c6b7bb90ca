// Fonts: POST /material/font/list and /material/font/delete (uploads go through upload-file.ts).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FontRow, MATERIAL_PATHS } from '../../../contract/materials'
import { apiFetch } from '../../../lib/api-client'
import { fetchPage } from '../../../lib/paging'
import { materialKeys } from './keys'

export interface FontListRequest {
  pageNo: number
  pageSize: number
  keyword?: string
}

export const useFontList = (request: FontListRequest) =>
  useQuery({
    queryKey: materialKeys.fonts({ ...request }),
    queryFn: ({ signal }) => fetchPage<FontRow>(MATERIAL_PATHS.fontList, { ...request }, { signal }),
    placeholderData: keepPreviousData,
  })

export function useDeleteFonts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ids: string[]) =>
      apiFetch<{ ids: string[] }>(MATERIAL_PATHS.fontRemove, { body: { ids }, idempotencyKey: crypto.randomUUID() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...materialKeys.all, 'fonts'] }),
  })
}
