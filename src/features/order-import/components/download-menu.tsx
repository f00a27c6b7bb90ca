// A button that downloads a file the caller builds, as CSV or XLSX (the template, the report).
import { Trans } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { type ReactNode, useState } from 'react'
import { errorMessage } from '../../../lib/error-message'
import { downloadFile, type ExportFormat } from '../../../lib/export/table-export'
import { notifyFailure } from '../../../lib/notify'

export function DownloadMenu({
  label,
  build,
  variant = 'default',
}: {
  label: ReactNode
  build: (format: ExportFormat) => Promise<File>
  variant?: 'default' | 'light'
}) {
  const [busy, setBusy] = useState(false)
  const run = async (format: ExportFormat) => {
    setBusy(true)
    try {
      downloadFile(await build(format))
    } catch (error) {
      notifyFailure(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant={variant} leftSection={<IconDownload size={16} />} loading={busy}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void run('csv')}>
          <Trans>CSV file</Trans>
        </Menu.Item>
        <Menu.Item onClick={() => void run('xlsx')}>
          <Trans>Excel file (XLSX)</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
