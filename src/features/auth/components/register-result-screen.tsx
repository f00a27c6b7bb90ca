// /registerResult (also /user/register-result): the account now exists; the way on is signing in.
import { Trans } from '@lingui/react/macro'
import { Button, Code } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { AuthLayout } from './auth-layout'
import { ResultCard } from './result-card'

export interface RegisterResultScreenProps {
  username?: string
  name?: string
}

export function RegisterResultScreen({ username, name }: RegisterResultScreenProps) {
  return (
    <AuthLayout heading={<Trans>Registration</Trans>}>
      <ResultCard
        title={<Trans>Registration successful</Trans>}
        actions={
          <Button renderRoot={(props) => <Link to="/login" search={{ username }} {...props} />} fullWidth size="md">
            <Trans>Go to sign in</Trans>
          </Button>
        }
      >
        {username ? (
          <Trans>
            Your account <Code>{username}</Code> has been created. Sign in with it and the password you chose.
          </Trans>
        ) : (
          <Trans>Your account has been created. Sign in with your phone number and the password you chose.</Trans>
        )}
        {name ? (
          <div>
            <Trans>Distributor: {name}</Trans>
          </div>
        ) : null}
      </ResultCard>
    </AuthLayout>
  )
}
