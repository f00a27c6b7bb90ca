// GET /saved-view/list and the create, rename and delete calls. The list's key starts with
// 'savedViews', a root the query cache persists (src/app/query-persistence.ts), so a phone that
// saw its views once still lists them offline.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  SAVED_VIEW_PATHS,
  type SavedView,
  type SavedViewList,
  type SavedViewSearch,
} from '../../../contract/saved-view-shapes'
import { apiFetch } from '../../../lib/api-client'
import { afterFirstContent } from '../../../lib/first-content'

export const savedViewKeys = {
  all: ['savedViews'] as const,
  list: (list: SavedViewList) => [...savedViewKeys.all, list] as const,
}

export const savedViewsQueryOptions = (list: SavedViewList) =>
  queryOptions({
    queryKey: savedViewKeys.list(list),
    // The views bar above a list: after the list's first rows (lib/first-content.ts).
    queryFn: async ({ signal }) => {
      await afterFirstContent()
      return apiFetch<SavedView[]>(SAVED_VIEW_PATHS.list, { query: { list }, signal, silent: true })
    },
    staleTime: 60_000,
  })

export const useSavedViews = (list: SavedViewList) => useQuery(savedViewsQueryOptions(list))

function useViewCall<I extends Record<string, unknown>, R>(list: SavedViewList, path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: I) => apiFetch<R>(path, { body: input, idempotencyKey: crypto.randomUUID(), silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedViewKeys.list(list) }),
  })
}

export const useCreateView = (list: SavedViewList) =>
  useViewCall<{ list: SavedViewList; name: string; search: SavedViewSearch }, SavedView>(list, SAVED_VIEW_PATHS.create)
export const useRenameView = (list: SavedViewList) =>
  useViewCall<{ id: string; name: string; version: number }, SavedView>(list, SAVED_VIEW_PATHS.rename)
export const useDeleteView = (list: SavedViewList) =>
  useViewCall<{ id: string }, { id: string }>(list, SAVED_VIEW_PATHS.remove)
