// POST /material/manage/list (the tenant's) or /material/manage/public/list (the platform's).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { MATERIAL_PATHS, type MaterialListRequest, type MaterialRow } from '../../../contract/materials'
import { fetchPage } from '../../../lib/paging'
import { type MaterialScope, materialKeys } from './keys'

export function materialListQueryOptions(scope: MaterialScope, request: MaterialListRequest) {
  const path = scope === 'public' ? MATERIAL_PATHS.publicList : MATERIAL_PATHS.list
  return queryOptions({
    queryKey: materialKeys.list(scope, request),
    queryFn: ({ signal }) => fetchPage<MaterialRow>(path, request, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  })
}

export const useMaterialList = (scope: MaterialScope, request: MaterialListRequest) =>
  useQuery(materialListQueryOptions(scope, request))
