// The breadcrumb of the page on screen: home, then its groups, then the page (SPEC.md §2).
import { useLingui } from '@lingui/react/macro'
import { Anchor, Breadcrumbs, Text } from '@mantine/core'
import { IconHome } from '@tabler/icons-react'
import { useSession } from '../../lib/session/session'
import { openableMatch } from '../access'
import { findRoute } from '../route-lookup'
import { AppLink } from './app-link'
import { useCurrentPathname, useNodeTitle } from './use-menu'

export function AppBreadcrumb() {
  const { t } = useLingui()
  const title = useNodeTitle()
  const pathname = useCurrentPathname()
  const { permissions } = useSession()
  // The menu place the user may open (a supplier reaches /product/list through Supply).
  const match = openableMatch(pathname, permissions) ?? findRoute(pathname)
  if (!match) return null
  return (
    <nav aria-label={t`Breadcrumb`}>
      <Breadcrumbs separator="/" separatorMargin={6} fz="sm" mb="sm" style={{ flexWrap: 'wrap', rowGap: 4 }}>
        <Anchor component={AppLink} to="/" c="dimmed" aria-label={t`Home`} display="inline-flex">
          <IconHome size={15} />
        </Anchor>
        {match.chain.map((node, index) => {
          const last = index === match.chain.length - 1
          if (last) {
            return (
              <Text key={node.key} size="sm" fw={500} aria-current="page">
                {title(node)}
              </Text>
            )
          }
          return node.path && !node.external ? (
            <Anchor key={node.key} component={AppLink} to={node.path} size="sm" c="dimmed">
              {title(node)}
            </Anchor>
          ) : (
            <Text key={node.key} size="sm" c="dimmed">
              {title(node)}
            </Text>
          )
        })}
      </Breadcrumbs>
    </nav>
  )
}
