// /distribution/bind: an existing account joins a distributor with the invitation code it gave.
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { bindSchema } from '../../../contract/auth'
import { failingFields } from '../../../lib/form-schema'
import { useForm } from '../../../lib/use-form'
import { useBindDistributor } from '../api/bind-distributor'
import { AuthLayout } from './auth-layout'
import { CredentialFields, FormErrorAlert } from './credential-fields'
import { ResultCard } from './result-card'

export function BindScreen() {
  const { t } = useLingui()
  const bind = useBindDistributor()
  const form = useForm({
    initialValues: { username: '', password: '', inviteCode: '' },
    validate: (values) => {
      const failing = failingFields(bindSchema, values)
      return {
        username: failing.has('username') ? t`Please enter your username` : undefined,
        password: failing.has('password') ? t`Please enter your password` : undefined,
        inviteCode: !values.inviteCode.trim()
          ? t`Please enter the invitation code`
          : failing.has('inviteCode')
            ? t`The invitation code has 4 to 32 characters`
            : undefined,
      }
    },
  })

  const submit = form.onSubmit((values) =>
    bind.mutate({ username: values.username.trim(), password: values.password, inviteCode: values.inviteCode.trim() }),
  )

  const signInLink = (
    <Text size="sm">
      <Anchor component={Link} to="/login">
        <Trans>Back to sign in</Trans>
      </Anchor>
    </Text>
  )

  if (bind.isSuccess) {
    const distributorName = bind.data.distributorName
    return (
      <AuthLayout heading={<Trans>Bind to a distributor</Trans>}>
        <ResultCard
          title={<Trans>Binding successful</Trans>}
          actions={
            <Button
              renderRoot={(props) => <Link to="/login" search={{ username: form.values.username.trim() }} {...props} />}
              fullWidth
              size="md"
            >
              <Trans>Go to sign in</Trans>
            </Button>
          }
        >
          <Trans>Your account now belongs to the distributor {distributorName}.</Trans>
        </ResultCard>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      heading={<Trans>Bind your account to a distributor with its invitation code</Trans>}
      footer={signInLink}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormErrorAlert error={bind.error} />
          <CredentialFields form={form} />
          <TextInput
            label={t`Invitation code`}
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            required
            {...form.getInputProps('inviteCode')}
          />
          <Button type="submit" fullWidth size="md" loading={bind.isPending}>
            <Trans>Bind</Trans>
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  )
}
