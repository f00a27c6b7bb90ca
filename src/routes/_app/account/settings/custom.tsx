// /account/settings/custom: the view settings (the layout drawer's form) and their copy in the account.
import { Card, SimpleGrid } from '@mantine/core'
import { createFileRoute } from '@tanstack/react-router'
import { useViewSettings } from '../../../../app/settings/view-settings-context'
import { ViewSettingsForm } from '../../../../app/settings/view-settings-form'
import { AccountViewSync } from '../../../../features/team/components/account-view-sync'

export const Route = createFileRoute('/_app/account/settings/custom')({ component: CustomRoute })

function CustomRoute() {
  const { settings, update } = useViewSettings()
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" maw={960}>
      <Card withBorder>
        <ViewSettingsForm />
      </Card>
      <div>
        <AccountViewSync settings={settings} onApply={update} />
      </div>
    </SimpleGrid>
  )
}
