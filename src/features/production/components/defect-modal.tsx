// Marking a job defective needs a reason; the server then closes it and raises a reprint.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { DEFECT_REASON_MAX } from '../../../contract/production'
import type { JobView } from '../job-view'

export function DefectModal({
  view,
  onSubmit,
  onClose,
}: {
  view: JobView
  onSubmit: (reason: string) => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const trimmed = reason.trim()
  return (
    <Modal opened onClose={onClose} title={t`Mark ${view.job.jobNo} defective`} size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (trimmed) onSubmit(trimmed)
        }}
      >
        <Stack>
          <Text size="sm">
            <Trans>The job closes as defective and a reprint with the same lines goes back to the queue.</Trans>
          </Text>
          <Textarea
            label={t`Reason`}
            placeholder={t`e.g. colour banding, misprint, torn`}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={DEFECT_REASON_MAX}
            autosize
            minRows={3}
            size="lg"
            required
            data-autofocus
          />
          <Group grow>
            <Button size="lg" variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button size="lg" color="red" type="submit" disabled={!trimmed} data-testid="defect-submit">
              <Trans>Mark defective</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
