// /account/settings/base: profile and avatar; the header's change-password dialog is reused here.
import { Trans } from '@lingui/react/macro'
import { Anchor, Button } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ChangePasswordModal } from '../../../../features/auth/components/change-password-modal'
import { BaseSettings } from '../../../../features/team/components/base-settings'

export const Route = createFileRoute('/_app/account/settings/base')({ component: BaseRoute })

function BaseRoute() {
  const [opened, dialog] = useDisclosure(false)
  return (
    <>
      <BaseSettings
        passwordAction={
          <Button variant="default" onClick={dialog.open}>
            <Trans>Change password</Trans>
          </Button>
        }
        bindingLink={
          <Anchor component={Link} to="/account/settings/binding" size="sm">
            <Trans>Change</Trans>
          </Anchor>
        }
      />
      <ChangePasswordModal opened={opened} onClose={dialog.close} />
    </>
  )
}
