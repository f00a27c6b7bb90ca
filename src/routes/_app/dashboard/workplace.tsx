// /dashboard/workplace: composes the session and the user's menu into the workplace screen.
import { useLingui } from '@lingui/react'
import { createFileRoute } from '@tanstack/react-router'
import { ACCOUNT_KIND_LABELS, accountKind } from '../../../app/layout/account-kind'
import { AppLink } from '../../../app/layout/app-link'
import { useMenu } from '../../../app/layout/use-menu'
import { shortcutGroups } from '../../../app/shortcuts'
import { useAccess } from '../../../components/access'
import { WorkplaceScreen } from '../../../features/dashboard/components/workplace-screen'
import { useSession } from '../../../lib/session/session'

export const Route = createFileRoute('/_app/dashboard/workplace')({
  component: WorkplaceRoute,
})

function WorkplaceRoute() {
  const { i18n } = useLingui()
  const { info } = useSession()
  const menu = useMenu()
  const can = useAccess()
  // Cheap to build (one pass over the menu) and re-rendered on a language switch, so no memo.
  const shortcuts = shortcutGroups(menu, (node) => i18n._(node.title), Route.fullPath)
  const account = {
    name: info.name || info.username,
    avatar: info.avatar,
    kind: i18n._(ACCOUNT_KIND_LABELS[accountKind(info)]),
    roleName: info.role.name,
    tenantId: String(info.did),
  }
  return (
    <WorkplaceScreen
      account={account}
      shortcuts={shortcuts}
      LinkComponent={AppLink}
      showFigures={can('workplace.query')}
    />
  )
}
