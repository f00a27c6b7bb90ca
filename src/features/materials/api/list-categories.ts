// POST /material/manage/category/list (the tenant's tree) or .../category/public/list.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { MATERIAL_PATHS, type MaterialCategoryRow } from '../../../contract/materials'
import { apiFetch } from '../../../lib/api-client'
import { type MaterialScope, materialKeys } from './keys'

export function categoryListQueryOptions(scope: MaterialScope) {
  const path = scope === 'public' ? MATERIAL_PATHS.publicCategoryList : MATERIAL_PATHS.categoryList
  return queryOptions({
    queryKey: materialKeys.categories(scope),
    queryFn: ({ signal }) => apiFetch<MaterialCategoryRow[]>(path, { method: 'POST', body: {}, signal }),
    staleTime: 30_000,
  })
}

export const useCategoryList = (scope: MaterialScope) => useQuery(categoryListQueryOptions(scope))
