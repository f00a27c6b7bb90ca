// "Export" of what a list's filter shows: choose CSV or XLSX, watch the progress, cancel at will.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import { useRef, useState } from 'react'
import { errorMessage } from '../../lib/error-message'
import { ExportTooLargeError } from '../../lib/export/fetch-all-pages'
import { downloadFile, type ExportFormat } from '../../lib/export/table-export'
import { notifyFailure } from '../../lib/notify'
import { Menu, Modal } from '../floating/deferred'

export interface ExportMenuProps {
  /** Builds the file: fetch every row of the filter, reporting progress, honouring the signal. */
  run: (format: ExportFormat, onProgress: (done: number, total: number) => void, signal: AbortSignal) => Promise<File>
  disabled?: boolean
}

interface Running {
  done: number
  total: number
}

export function ExportMenu({ run, disabled }: ExportMenuProps) {
  const { t } = useLingui()
  const [running, setRunning] = useState<Running | null>(null)
  const controller = useRef<AbortController | null>(null)

  const start = async (format: ExportFormat) => {
    const abort = new AbortController()
    controller.current = abort
    setRunning({ done: 0, total: 0 })
    try {
      const file = await run(format, (done, total) => setRunning({ done, total }), abort.signal)
      if (!abort.signal.aborted) downloadFile(file)
    } catch (error) {
      if (abort.signal.aborted) return
      notifyFailure(
        error instanceof ExportTooLargeError
          ? t`The list has ${error.total} rows; narrow the filter to export it`
          : errorMessage(error),
      )
    } finally {
      if (controller.current === abort) {
        controller.current = null
        setRunning(null)
      }
    }
  }

  const cancel = () => {
    controller.current?.abort()
    controller.current = null
    setRunning(null)
  }

  const percent = running && running.total > 0 ? Math.round((running.done / running.total) * 100) : 0
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" disabled={disabled || running != null}>
            <Trans>Export</Trans>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void start('csv')}>
            <Trans>Export CSV</Trans>
          </Menu.Item>
          <Menu.Item onClick={() => void start('xlsx')}>
            <Trans>Export XLSX</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Modal opened={running != null} onClose={cancel} title={t`Exporting`} centered closeOnClickOutside={false}>
        <Stack gap="sm">
          <Progress value={percent} animated aria-label={t`Export progress`} />
          <Text size="sm" c="dimmed">
            {running && running.total > 0 ? (
              <Trans>
                {running.done} of {running.total} rows
              </Trans>
            ) : (
              <Trans>Preparing…</Trans>
            )}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
