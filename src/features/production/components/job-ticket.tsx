// The printable job ticket: job number and id, purchase order, lines, stage, due date and a QR
// code of the job id (what the scan box reads back). Previewed in a dialog; "Print" prints a copy
// kept outside the app, which the print stylesheet shows alone on the page.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Loader, Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconPrinter } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { formatShortDateTime as formatDateTime } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { STAGE_LABELS } from '../../../lookups/stage-labels'
import { useSpecText } from '../../../lookups/use-spec-text'
import type { JobView } from '../job-view'
import { qrDataUrl } from '../qr-data-url'
import { DesignVersionText, sideFileText } from './line-design'
import classes from './ticket.module.css'

function TicketBody({ view, qr }: { view: JobView; qr: string }) {
  const { t } = useLingui()
  const specText = useSpecText()
  const { locale } = useLocale()
  const { job } = view
  return (
    <div className={classes.ticket} data-testid="job-ticket-body">
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 16 }}>
        <div style={{ flex: '1 1 220px' }}>
          <h2 style={{ margin: 0, fontSize: 28, whiteSpace: 'nowrap' }}>{job.jobNo}</h2>
          <p style={{ margin: '4px 0' }}>
            <Trans>Job id</Trans>: {job.id}
          </p>
          <p style={{ margin: '4px 0' }}>
            <Trans>Purchase order</Trans>: {job.purchaseNo} · {job.distributorName}
          </p>
          <p style={{ margin: '4px 0' }}>
            <Trans>Stage</Trans>: {t(STAGE_LABELS[view.stage])}
          </p>
          <p style={{ margin: '4px 0', fontWeight: 700 }}>
            <Trans>Due</Trans>: {formatDateTime(job.dueAt, locale)}
          </p>
          {job.reprintOfId && (
            <p style={{ margin: '4px 0', fontWeight: 700 }}>
              <Trans>Reprint</Trans>
            </p>
          )}
        </div>
        <img
          className={classes.qr}
          style={{ flexShrink: 0 }}
          src={qr}
          alt={t`QR code of job ${job.id}`}
          data-testid="job-ticket-qr"
        />
      </div>
      <table>
        <thead>
          <tr>
            <th>
              <Trans>Item</Trans>
            </th>
            <th>SKU</th>
            <th>
              <Trans>Spec</Trans>
            </th>
            <th>
              <Trans>Qty</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {job.lines.map((line, index) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: a job's lines are a fixed snapshot, never reordered, and may repeat a SKU
              key={`${line.sku}-${index}`}
            >
              <td>
                {line.title}
                {line.design && (
                  <div style={{ fontSize: 12 }} data-testid="ticket-design">
                    <strong>
                      <DesignVersionText design={line.design} />
                    </strong>
                    {line.design.files.map((file) => (
                      <div key={file.printFile}>{sideFileText(file, locale)}</div>
                    ))}
                  </div>
                )}
              </td>
              <td>{line.sku}</td>
              <td>{specText(line.spec)}</td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function JobTicketModal({ view, onClose }: { view: JobView; onClose: () => void }) {
  const { t } = useLingui()
  const phone = useMediaQuery('(max-width: 600px)')
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void qrDataUrl(view.job.id).then((url) => {
      if (live) setQr(url)
    })
    return () => {
      live = false
    }
  }, [view.job.id])
  return (
    <Modal opened onClose={onClose} title={t`Job ticket`} size="lg" fullScreen={phone}>
      <Stack>
        {qr ? <TicketBody view={view} qr={qr} /> : <Loader />}
        <Group grow>
          <Button size="lg" variant="default" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button
            size="lg"
            leftSection={<IconPrinter size={20} />}
            disabled={!qr}
            onClick={() => window.print()}
            data-testid="ticket-print"
          >
            <Trans>Print</Trans>
          </Button>
        </Group>
      </Stack>
      {qr &&
        createPortal(
          <div className={`job-ticket-print ${classes.printCopy}`}>
            <TicketBody view={view} qr={qr} />
          </div>,
          document.body,
        )}
    </Modal>
  )
}
