// Reloads the whole page: the cure for a chunk that failed to load or a build that changed under us.
import { Trans } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { reloadPage } from '../../lib/reload-page'

export function ReloadButton({ primary = false }: { primary?: boolean }) {
  return (
    <Button variant={primary ? 'filled' : 'default'} leftSection={<IconRefresh size={16} />} onClick={reloadPage}>
      <Trans>Reload</Trans>
    </Button>
  )
}
