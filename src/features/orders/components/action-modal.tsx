// The frame every order action form shares: title, fields, the call's error in the user's
// language, "changed meanwhile" with a reload on 412, and a submit disabled while invalid or pending
// that says what is still missing. Full screen on phones, where a centred dialog leaves no room.
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { SubmitButton } from '../../../components/submit-button'
import { isApiError } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'

export interface ActionModalProps {
  opened: boolean
  title: ReactNode
  onClose: () => void
  onSubmit: () => void
  submitLabel: ReactNode
  pending: boolean
  canSubmit: boolean
  /** While it cannot be submitted: what is still missing, shown beside the submit button. */
  missing?: readonly string[]
  error: unknown
  /** Re-reads the order after a 412 (the detail query was already invalidated). */
  onReload: () => void
  danger?: boolean
  children: ReactNode
}

export function ActionModal(props: ActionModalProps) {
  const { opened, title, onClose, onSubmit, submitLabel, pending, canSubmit, error, onReload, danger, children } = props
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSubmit && !pending) onSubmit()
  }
  const stale = isApiError(error) && error.status === 412
  const phone = useIsPhone()
  return (
    <Modal opened={opened} onClose={pending ? () => {} : onClose} title={title} centered size="lg" fullScreen={phone}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {children}
          {error != null &&
            (stale ? (
              <Alert color="yellow" title={<Trans>This order was changed meanwhile</Trans>}>
                <Stack gap="xs" align="flex-start">
                  <Trans>Someone else changed it after you opened it. Reload to see its current state.</Trans>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => {
                      onReload()
                      onClose()
                    }}
                  >
                    <Trans>Reload</Trans>
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Alert color="red" role="alert">
                {errorMessage(error)}
              </Alert>
            ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={pending}>
              <Trans>Cancel</Trans>
            </Button>
            <SubmitButton
              color={danger ? 'red' : undefined}
              loading={pending}
              disabled={!canSubmit}
              missing={canSubmit ? [] : (props.missing ?? [])}
            >
              {submitLabel}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
