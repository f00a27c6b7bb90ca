// Change password from the header's user menu (SPEC.md §5, §8): data true closes with a success
// notice, any other answer says "operation failed", a refusal shows the server's msg.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, PasswordInput, Stack } from '@mantine/core'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useChangePassword } from '../api/change-password'
import { EMPTY_CHANGE_PASSWORD_VALUES, validateChangePassword } from './change-password-validation'
import { PasswordStrengthMeter } from './password-strength-meter'

export interface ChangePasswordModalProps {
  opened: boolean
  onClose: () => void
}

export function ChangePasswordModal({ opened, onClose }: ChangePasswordModalProps) {
  const { t } = useLingui()
  // The modal unmounts its content when closed, so every opening starts with an empty form.
  return (
    <Modal opened={opened} onClose={onClose} title={t`Change password`} centered>
      <ChangePasswordForm onDone={onClose} />
    </Modal>
  )
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t, i18n } = useLingui()
  const change = useChangePassword()
  const form = useForm({
    initialValues: EMPTY_CHANGE_PASSWORD_VALUES,
    validate: (values) => validateChangePassword(values, i18n),
  })

  const submit = form.onSubmit((values) =>
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: (data) => {
          if (data !== true) {
            notifyFailure(t`operation failed`)
            return
          }
          notifySuccess(t`Password changed`)
          onDone()
        },
        // A refusal already showed the server's msg in the "Failure" notice (api-client).
      },
    ),
  )

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t`Old password`}
          autoComplete="current-password"
          required
          data-autofocus
          {...form.getInputProps('oldPassword')}
        />
        <div>
          <PasswordInput
            label={t`New password`}
            autoComplete="new-password"
            maxLength={128}
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordStrengthMeter value={form.values.newPassword} />
        </div>
        <PasswordInput
          label={t`Repeat the new password`}
          autoComplete="new-password"
          maxLength={128}
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={change.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={change.isPending}>
            <Trans>Save</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
