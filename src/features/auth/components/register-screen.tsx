// /register: a new distributor account from a mobile number verified by SMS code; on success
// the result page shows the new account.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from '../../../lib/use-form'
import { useRegister } from '../api/register'
import { sendSmsCode } from '../api/send-sms-code'
import { AuthLayout } from './auth-layout'
import { FormErrorAlert } from './credential-fields'
import { PasswordStrengthMeter } from './password-strength-meter'
import { EMPTY_REGISTER_VALUES, validateRegister } from './register-validation'
import { SmsCodeButton } from './sms-code-button'

export function RegisterScreen() {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const register = useRegister()
  const [sendError, setSendError] = useState<unknown>(null)
  const form = useForm({ initialValues: EMPTY_REGISTER_VALUES, validate: (values) => validateRegister(values, i18n) })

  const submit = form.onSubmit((values) => {
    setSendError(null)
    const input = {
      phone: values.phone.trim(),
      password: values.password,
      smsCode: values.smsCode.trim(),
      name: values.name.trim() || undefined,
    }
    register.mutate(input, {
      onSuccess: (account) =>
        void navigate({ to: '/registerResult', search: { username: account.username, name: account.name } }),
    })
  })

  const shownError = sendError ?? (register.isError ? register.error : null)

  return (
    <AuthLayout
      heading={<Trans>Create a distributor account</Trans>}
      footer={
        <Text size="sm">
          <Trans>Already have an account?</Trans>{' '}
          <Anchor component={Link} to="/login">
            <Trans>Sign in</Trans>
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert error={shownError} />
          <TextInput
            label={t`Mobile phone number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={11}
            required
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            inputContainer={(input) => (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1 }}>{input}</div>
                <SmsCodeButton
                  send={() => sendSmsCode({ phone: form.values.phone.trim(), purpose: 'register' })}
                  validate={() => form.touch('phone')}
                  onError={setSendError}
                />
              </Group>
            )}
            {...form.getInputProps('smsCode')}
          />
          <div>
            <PasswordInput
              label={t`Password`}
              autoComplete="new-password"
              required
              {...form.getInputProps('password')}
            />
            <PasswordStrengthMeter value={form.values.password} />
          </div>
          <PasswordInput
            label={t`Confirm password`}
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <TextInput
            label={t`Distributor name`}
            description={t`Optional; your phone number is used if left empty`}
            autoComplete="organization"
            maxLength={64}
            {...form.getInputProps('name')}
          />
          <Button type="submit" fullWidth size="md" loading={register.isPending}>
            <Trans>Register</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
