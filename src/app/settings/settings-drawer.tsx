// The layout settings drawer (SPEC.md §1: development builds only): the view settings form.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Drawer, Tooltip } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconAdjustmentsHorizontal } from '@tabler/icons-react'
import classes from '../layout/layout.module.css'
import { ViewSettingsForm } from './view-settings-form'

export default function SettingsDrawer() {
  const { t } = useLingui()
  const [opened, drawer] = useDisclosure(false)
  return (
    <>
      <Tooltip label={t`Layout settings`} position="left">
        <ActionIcon
          className={classes.settingsHandle}
          variant="filled"
          color="brand"
          size="xl"
          onClick={drawer.open}
          aria-label={t`Layout settings`}
        >
          <IconAdjustmentsHorizontal size={20} />
        </ActionIcon>
      </Tooltip>
      <Drawer opened={opened} onClose={drawer.close} position="right" size={320} title={t`Layout settings`}>
        <ViewSettingsForm />
      </Drawer>
    </>
  )
}
