// The frame every order action form shares: title, fields, the call's error in the user's
// language, "changed meanwhile" with a reload on 412, and a submit disabled while invalid or pending
// that says what is still missing. Full screen on phones, where a centred dialog leaves no room.
// The form's state is the form kit's (lib/use-form: its checks, `needs` and the awaited submit).
import { Trans } from '@lingui/react/macro'
import { Alert, Button, Group, Modal, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'
import { useIsPhone } from '../../../components/list-page/use-is-phone'
import { SubmitButton } from '../../../components/submit-button'
import { isApiError } from '../../../lib/api-error'
import { errorMessage } from '../../../lib/error-message'
import type { FormKit } from '../../../lib/use-form'

export interface ActionModalProps<V extends object> {
  opened: boolean
  title: ReactNode
  onClose: () => void
  /** The form kit of the action's fields: valid, still missing, submitting, the refusal. */
  form: Pick<FormKit<V>, 'isValid' | 'missing' | 'submitting' | 'submitError' | 'onSubmit'>
  /** Sends the action; its promise is awaited, and a refusal it throws is shown. */
  onSubmit: (values: V) => Promise<unknown>
  submitLabel: ReactNode
  /** Re-reads the order after a 412 (the detail query was already invalidated). */
  onReload: () => void
  danger?: boolean
  children: ReactNode
}

export function ActionModal<V extends object>(props: ActionModalProps<V>) {
  const { opened, title, onClose, form, submitLabel, onReload, danger, children } = props
  const pending = form.submitting
  const error = form.submitError
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.isValid && !pending) form.onSubmit(props.onSubmit)()
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
              disabled={!form.isValid}
              missing={form.missing}
            >
              {submitLabel}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
