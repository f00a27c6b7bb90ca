// /material/common/list: the team's shared materials (the landing page of team members,
// id ≠ did): browse, preview and pick; changes belong to /material/list.
import { useLingui } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { prefetchMaterialLibrary } from '../../../../features/materials/api/list-materials'
import { MaterialLibraryScreen } from '../../../../features/materials/components/material-library-screen'
import {
  type MaterialSearch,
  nextMaterialSearch,
  parseMaterialSearch,
} from '../../../../features/materials/material-search'

export const Route = createFileRoute('/_app/material/common/list')({
  validateSearch: (search: Record<string, unknown>): MaterialSearch => parseMaterialSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchMaterialLibrary(context.queryClient, 'tenant', deps),
  component: CommonMaterialsRoute,
})

function CommonMaterialsRoute() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <MaterialLibraryScreen
      title={t`Common materials`}
      intro={<Text c="dimmed" size="sm">{t`The materials your team shares. Tap one to preview it.`}</Text>}
      scope="tenant"
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextMaterialSearch(current, change) })}
      onReset={() => void navigate({ search: {} })}
    />
  )
}
