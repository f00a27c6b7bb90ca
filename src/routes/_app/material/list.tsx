// /material/list: the tenant's materials library; category, filters, sort and paging in the URL.
import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useAccess } from '../../../components/access'
import { prefetchMaterialLibrary } from '../../../features/materials/api/list-materials'
import { MaterialLibraryScreen } from '../../../features/materials/components/material-library-screen'
import {
  type MaterialSearch,
  nextMaterialSearch,
  parseMaterialSearch,
} from '../../../features/materials/material-search'

export const Route = createFileRoute('/_app/material/list')({
  validateSearch: (search: Record<string, unknown>): MaterialSearch => parseMaterialSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchMaterialLibrary(context.queryClient, 'tenant', deps),
  component: MaterialListRoute,
})

function MaterialListRoute() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const can = useAccess()
  return (
    <MaterialLibraryScreen
      title={t`My materials`}
      scope="tenant"
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextMaterialSearch(current, change) })}
      onReset={() => void navigate({ search: {} })}
      canEdit={can('material_list.edit')}
      canDelete={can('material_list.delete')}
      actions={
        can('material_upload.add') && (
          <Button onClick={() => void navigate({ to: '/material/upload' })}>{t`Upload`}</Button>
        )
      }
    />
  )
}
