// /material/public/list: materials the platform shares with every tenant (read-only).
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

export const Route = createFileRoute('/_app/material/public/list')({
  validateSearch: (search: Record<string, unknown>): MaterialSearch => parseMaterialSearch(search),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchMaterialLibrary(context.queryClient, 'public', deps),
  component: PublicMaterialsRoute,
})

function PublicMaterialsRoute() {
  const { t } = useLingui()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return (
    <MaterialLibraryScreen
      title={t`Public materials`}
      intro={<Text c="dimmed" size="sm">{t`Shared by the platform with every shop; free to use, not to change.`}</Text>}
      scope="public"
      search={search}
      onSearchChange={(change) => void navigate({ search: (current) => nextMaterialSearch(current, change) })}
      onReset={() => void navigate({ search: {} })}
    />
  )
}
