// /account/settings: the frame of the four settings pages (child routes with their own URLs).
import { createFileRoute, Outlet, useLocation, useNavigate } from '@tanstack/react-router'
import { SETTINGS_PAGES, SettingsFrame, type SettingsPage } from '../../../features/team/components/settings-nav'

export const Route = createFileRoute('/_app/account/settings')({ component: SettingsRoute })

function SettingsRoute() {
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const last = pathname.split('/').filter(Boolean).pop() as SettingsPage
  const active = SETTINGS_PAGES.includes(last) ? last : null
  return (
    <SettingsFrame active={active} onChange={(page) => void navigate({ to: `/account/settings/${page}` })}>
      <Outlet />
    </SettingsFrame>
  )
}
