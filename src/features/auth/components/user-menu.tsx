// The header's user dropdown: who is signed in, account settings, change password, sign out.
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro'
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconChevronDown, IconKey, IconLogout, IconSettings } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { openableMatch } from '../../../app/access'
import { ACCOUNT_KIND_LABELS, accountKind } from '../../../app/layout/account-kind'
import { AppLink } from '../../../app/layout/app-link'
import { Menu } from '../../../components/floating/deferred'
import { useSession } from '../../../lib/session/session'
import { useConfirmLogout } from './logout-confirm'

const SETTINGS_PATH = '/account/settings'

// The form, its strength meter and Modal load when the user first asks for them, not with every
// signed-in page (they were about ten of the files an offline start waited for).
const ChangePasswordModal = lazy(() =>
  import('./change-password-modal').then((module) => ({
    default: module.ChangePasswordModal,
  })),
)

export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { i18n } = useLingui()
  const { t } = useMacroLingui()
  const { info, permissions } = useSession()
  const [passwordOpened, password] = useDisclosure(false)
  const confirmLogout = useConfirmLogout()
  const name = info.name || info.username
  return (
    <>
      <Menu position="bottom-end" width={220}>
        <Menu.Target>
          <UnstyledButton aria-label={t`Account menu of ${name}`} px={6} py={4} style={{ color: 'inherit' }}>
            <Group gap={8} wrap="nowrap">
              <Avatar src={info.avatar || null} alt={name} size={30} radius="xl" color="brand">
                {name.slice(0, 1).toUpperCase()}
              </Avatar>
              {compact ? null : (
                <Text size="sm" maw={120} truncate>
                  {name}
                </Text>
              )}
              {compact ? null : <IconChevronDown size={14} opacity={0.7} />}
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {i18n._(ACCOUNT_KIND_LABELS[accountKind(info)])} · {info.role.name}
            </Text>
          </Menu.Label>
          <Menu.Divider />
          {openableMatch(SETTINGS_PATH, permissions) ? (
            <Menu.Item component={AppLink} to={SETTINGS_PATH} leftSection={<IconSettings size={16} />}>
              <Trans>Account settings</Trans>
            </Menu.Item>
          ) : null}
          <Menu.Item leftSection={<IconKey size={16} />} onClick={password.open}>
            <Trans>Change password</Trans>
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => confirmLogout()}>
            <Trans>Log out</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {passwordOpened ? (
        <Suspense fallback={null}>
          <ChangePasswordModal opened onClose={password.close} />
        </Suspense>
      ) : null}
    </>
  )
}
