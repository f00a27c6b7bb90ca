// The text editor's calls (TEXT_MATERIAL_PATHS): the live preview (debounced by the screen, kept
// per style so going back to a style shows at once), the newest text materials, one to open
// again, and the save that adds a library material.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MaterialRow } from '../../contract/materials'
import {
  TEXT_MATERIAL_PATHS,
  type TextMaterialDetail,
  type TextMaterialSaveInput,
  type TextPreview,
  type TextStyle,
} from '../../contract/text-materials'
import { apiFetch } from '../../lib/api-client'

const KEY = ['text-editor'] as const

export const useTextPreview = (style: TextStyle, enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'preview', style],
    queryFn: ({ signal }) =>
      apiFetch<TextPreview>(TEXT_MATERIAL_PATHS.preview, { body: { style }, signal, silent: true }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

export const useRecentTexts = () =>
  useQuery({
    queryKey: [...KEY, 'recent'],
    queryFn: ({ signal }) => apiFetch<TextMaterialDetail[]>(TEXT_MATERIAL_PATHS.list, { signal, silent: true }),
    staleTime: 60_000,
  })

export const fetchTextMaterial = (id: string) =>
  apiFetch<TextMaterialDetail>(TEXT_MATERIAL_PATHS.detail(id), { silent: true })

export function useSaveText() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: TextMaterialSaveInput) =>
      apiFetch<MaterialRow>(TEXT_MATERIAL_PATHS.save, {
        body: input,
        idempotencyKey: crypto.randomUUID(),
        silent: true,
      }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: [...KEY, 'recent'] })
      // The library lists and the design editor's picker show the new material.
      void client.invalidateQueries({ queryKey: ['materials'] })
    },
  })
}
