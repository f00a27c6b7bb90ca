// Reset a member's password: the member is signed out everywhere and signs in with the new one.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { TeamMember } from '../../../contract/team'
import { errorMessage } from '../../../lib/error-message'
import { notifySuccess } from '../../../lib/notify'
import { useForm } from '../../../lib/use-form'
import { useResetMemberPassword } from '../api/member-calls'
import { PasswordField, passwordError } from './password-field'

export function ResetPasswordModal({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Modal opened={member !== null} onClose={onClose} title={t`Reset password`} centered>
      {member ? <ResetForm member={member} onDone={onClose} /> : null}
    </Modal>
  )
}

function ResetForm({ member, onDone }: { member: TeamMember; onDone: () => void }) {
  const { t } = useLingui()
  const reset = useResetMemberPassword()
  const form = useForm({
    initialValues: { password: '' },
    validate: (values) => ({ password: passwordError(values.password, t) }),
  })
  const submit = form.onSubmit((values) =>
    reset.mutate(
      { id: member.id, password: values.password },
      {
        onSuccess: () => {
          notifySuccess(t`The password of ${member.username} was reset`)
          onDone()
        },
      },
    ),
  )
  const field = form.getInputProps('password')
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">
          <Trans>
            {member.name} ({member.username}) is signed out on every device and signs in with the new password.
          </Trans>
        </Text>
        <PasswordField
          label={t`New password`}
          value={field.value}
          error={field.error ?? (reset.isError ? errorMessage(reset.error) : undefined)}
          onChange={(value) => form.setFieldValue('password', value)}
          onBlur={field.onBlur}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={reset.isPending} disabled={!form.isDirty}>
            <Trans>Reset password</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
