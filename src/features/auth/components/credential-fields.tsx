// The pieces every account form shares: the refusal alert above the fields and the
// username + password pair (sign-in and distributor binding ask for the same credentials).
import { useLingui } from '@lingui/react/macro'
import { Alert, PasswordInput, TextInput } from '@mantine/core'
import { IconAlertCircle } from '@tabler/icons-react'
import { errorMessage } from '../../../lib/error-message'
import type { useForm } from '../../../lib/use-form'

export function FormErrorAlert({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {errorMessage(error)}
    </Alert>
  )
}

type CredentialForm = ReturnType<typeof useForm<{ username: string; password: string }>>

export function CredentialFields({ form }: { form: Pick<CredentialForm, 'getInputProps'> }) {
  const { t } = useLingui()
  return (
    <>
      <TextInput
        label={t`Username`}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.getInputProps('username')}
      />
      <PasswordInput label={t`Password`} autoComplete="current-password" required {...form.getInputProps('password')} />
    </>
  )
}
