// One bulk action, confirmed and answered in one dialog: the chosen rows and the action's own
// fields (a reason, a number of days) first; after "confirm", the outcome of every row as it
// arrives, the counts, and "send again" for rows the network never delivered. Full screen on phones.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, ScrollArea, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import type { RowOutcome } from '../../lib/row-calls'
import { useIsPhone } from '../list-page/use-is-phone'
import { SubmitButton } from '../submit-button'
import { type BulkRow, OutcomeSummary, RowOutcomeList } from './row-outcome-list'

export interface BulkActionModalProps {
  opened: boolean
  title: string
  rows: readonly BulkRow[]
  outcomes: Readonly<Record<string, RowOutcome>>
  running: boolean
  doneLabel: string
  confirmLabel: string
  danger?: boolean
  /** What the user still has to give before confirming (short noun phrases). */
  missing?: readonly string[]
  onConfirm: () => void
  /** Sends again, with the same keys, the rows that never got an answer. */
  onRetry?: () => void
  onClose: () => void
  /** The action's explanation and fields, shown until it is confirmed. */
  children?: ReactNode
}

export function BulkActionModal(props: BulkActionModalProps) {
  const { t } = useLingui()
  const phone = useIsPhone()
  const { rows, outcomes, running } = props
  const started = running || rows.some((row) => outcomes[row.id] !== undefined)
  const unsent = rows.filter((row) => outcomes[row.id]?.kind === 'unsent').length
  return (
    <Modal
      opened={props.opened}
      onClose={running ? () => {} : props.onClose}
      title={props.title}
      fullScreen={phone}
      size="lg"
      centered
      closeOnClickOutside={!running}
    >
      <Stack gap="md">
        {!started && props.children}
        {started && <OutcomeSummary rows={rows} outcomes={outcomes} doneLabel={props.doneLabel} />}
        <ScrollArea.Autosize mah={phone ? undefined : '55vh'} type="auto">
          <RowOutcomeList rows={rows} outcomes={outcomes} doneLabel={props.doneLabel} label={t`Chosen rows`} />
        </ScrollArea.Autosize>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={running}>
            {started ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </Button>
          {!started && (
            <SubmitButton
              type="button"
              color={props.danger ? 'red' : undefined}
              missing={props.missing ?? []}
              disabled={rows.length === 0}
              onClick={props.onConfirm}
            >
              {props.confirmLabel}
            </SubmitButton>
          )}
          {started && unsent > 0 && props.onRetry && (
            <Button onClick={props.onRetry} loading={running}>
              <Trans>Send {unsent} again</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  )
}
