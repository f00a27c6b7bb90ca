// The presentational confirmation dialog; confirm-dialog.tsx's host loads it on the first confirm().
import { Trans } from '@lingui/react/macro'
import { Button, Group, Modal, Text } from '@mantine/core'
import type { ConfirmOptions } from './confirm-dialog'

export interface ConfirmDialogProps extends ConfirmOptions {
  opened: boolean
  onConfirm: () => void
  onCancel: () => void
  loading?: boolean
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, message, confirmLabel, cancelLabel, danger, loading, onConfirm, onCancel } = props
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm">
      <Text size="sm">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {cancelLabel ?? <Trans>Cancel</Trans>}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? <Trans>OK</Trans>}
        </Button>
      </Group>
    </Modal>
  )
}
