// The header's "Install app" button, shown only while the browser offers installation.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { Tooltip } from '../../components/floating/deferred'
import { setPwaState, usePwaState } from './pwa-state'

export function InstallAppButton() {
  const { t } = useLingui()
  const { installOffer } = usePwaState()
  if (!installOffer) return null
  const install = async () => {
    await installOffer.prompt()
    await installOffer.userChoice
    // An offer can be used once; the browser makes a new one if the user may still install.
    setPwaState({ installOffer: null })
  }
  return (
    <Tooltip label={t`Install the console as an app`}>
      <ActionIcon variant="subtle" color="gray" size="lg" onClick={install} aria-label={t`Install app`}>
        <IconDownload size={20} />
      </ActionIcon>
    </Tooltip>
  )
}
