// The design a job line prints (issue 17): its name and version, and each printed side's print
// file (pixels, DPI). On the printed ticket it is text; in the job's detail each side downloads
// the frozen file and shows its mockup.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Image, Stack, Text } from '@mantine/core'
import { IconDownload } from '@tabler/icons-react'
import { useState } from 'react'
import { API_BASE } from '../../../contract/constants'
import { DESIGN_PATHS, sideLabel } from '../../../contract/designs'
import type { ProductionLineDesign } from '../../../contract/production'
import { notifyFailure } from '../../../lib/notify'
import { downloadPrintFile } from '../print-file'

/** 'Ticket tee · version 2' */
export function DesignVersionText({ design }: { design: ProductionLineDesign }) {
  return (
    <Trans>
      Design: {design.name} · version {design.version}
    </Trans>
  )
}

/** 'Front 3543×4724 px · 300 DPI', the side named in the reader's language. */
export function sideFileText(file: ProductionLineDesign['files'][number], locale: string) {
  return `${sideLabel(file.sideName, locale)} ${file.width}×${file.height} px · ${file.dpi} DPI`
}

export function LineDesign({
  design,
  jobId,
  jobNo,
  line,
}: {
  design: ProductionLineDesign
  jobId: string
  jobNo: string
  line: number
}) {
  const { t, i18n } = useLingui()
  const [busy, setBusy] = useState<number | null>(null)
  const download = async (side: number) => {
    setBusy(side)
    try {
      await downloadPrintFile(jobId, line, side, `${jobNo}-${line + 1}-${side + 1}-v${design.version}.png`)
    } catch {
      notifyFailure(t`The print file could not be downloaded; try again.`)
    } finally {
      setBusy(null)
    }
  }
  return (
    <Stack gap={4} mt={4} data-testid="line-design">
      <Text size="xs" fw={600}>
        <DesignVersionText design={design} />
      </Text>
      {design.files.map((file, side) => (
        <Group key={file.printFile} gap="xs" wrap="nowrap">
          <Image
            src={`${API_BASE}${DESIGN_PATHS.mockup(file.mockup)}`}
            alt=""
            w={44}
            h={44}
            fit="contain"
            radius="sm"
          />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xs">{sideFileText(file, i18n.locale)}</Text>
            <Button
              size="compact-xs"
              variant="light"
              leftSection={<IconDownload size={14} />}
              loading={busy === side}
              onClick={() => void download(side)}
              aria-label={t`Download the print file of ${sideLabel(file.sideName, i18n.locale)}`}
            >
              <Trans>Print file</Trans>
            </Button>
          </Stack>
        </Group>
      ))}
    </Stack>
  )
}
