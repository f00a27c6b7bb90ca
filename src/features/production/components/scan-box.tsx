// Open a job by what the floor has in hand: type its number, or scan its ticket's QR code — with
// the camera where the browser has BarcodeDetector, or a handheld scanner that types into the box.
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Button, Group, TextInput } from '@mantine/core'
import { IconCamera, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { CameraScanner, hasBarcodeDetector } from './camera-scanner'

export function ScanBox({ onFind }: { onFind: (text: string) => boolean }) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [missing, setMissing] = useState<string | null>(null)
  const [scanning, setScanning] = useState(false)
  const find = (value: string) => {
    if (!value.trim()) return
    if (onFind(value)) {
      setText('')
      setMissing(null)
    } else setMissing(value.trim())
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        find(text)
      }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          flex={1}
          size="lg"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setMissing(null)
          }}
          label={t`Scan or type a job number`}
          placeholder="PJ-…"
          autoCapitalize="characters"
          autoComplete="off"
          leftSection={<IconSearch size={20} />}
          error={missing ? t`No job ${missing} on this device` : undefined}
          rightSection={
            hasBarcodeDetector() ? (
              <ActionIcon
                size={44}
                variant="subtle"
                aria-label={t`Scan with the camera`}
                onClick={() => setScanning(true)}
              >
                <IconCamera size={26} />
              </ActionIcon>
            ) : null
          }
          rightSectionWidth={hasBarcodeDetector() ? 52 : undefined}
        />
        <Button type="submit" size="lg" mt={30} miw={96}>
          <Trans>Open</Trans>
        </Button>
      </Group>
      {scanning && (
        <CameraScanner
          onClose={() => setScanning(false)}
          onCode={(code) => {
            setScanning(false)
            find(code)
          }}
        />
      )}
    </form>
  )
}
