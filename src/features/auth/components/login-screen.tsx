// /login: username and password, plus a one-time code when the account has two-step sign-in
// (the server asks for it after the right password and sends it to the account's phone).
import { Trans, useLingui } from '@lingui/react/macro'
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, lazy, Suspense, useEffect, useState } from 'react'
import { preloadRouteChunks } from '../../../app/preload-route-chunks'
import { loadSignedIn } from '../../../app/query-client-holder'
import { ErrorCode } from '../../../contract/errors'
import { isApiError } from '../../../lib/api-error'
import { failingFields } from '../../../lib/form-schema'
import { replacePage } from '../../../lib/reload-page'
import { useForm } from '../../../lib/use-form'
import { loadOnce, useLoaded } from '../../../lib/use-loaded'
import { toolHref } from '../../../tools/tool-pages'
import { sendLoginCode, useSignIn } from '../api/login'
import { safeRedirect } from '../safe-redirect'
import { AuthLayout } from './auth-layout'
import { CredentialFields, FormErrorAlert } from './credential-fields'
import { WaitingChangesNotice } from './waiting-changes-notice'

export interface LoginScreenProps {
  /** Where to go after signing in (the `redirect` search param). */
  redirectTo?: string
  /** Prefills the username, e.g. after registering. */
  username?: string
}

// The contract's zod schema (zod is a tenth of this page's JavaScript) is not needed to show the
// form: it loads when the user first focuses or presses anything in the form (DESIGN.md §9). A
// submit made before it has arrived waits for it, then checks and sends the form as before.
const loadLoginSchema = loadOnce(() => import('../../../contract/auth').then((module) => module.loginSchema))

// Shown only to accounts with two-step sign-in, after the server asked for the code: not part of the
// form's first load (issue 21).
const SmsCodeButton = lazy(() => import('./sms-code-button').then((module) => ({ default: module.SmsCodeButton })))

interface TwoStep {
  /** The code belongs to this username; typing another one asks the server again. */
  username: string
  sentAt: number
}

export function LoginScreen({ redirectTo, username = '' }: LoginScreenProps) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const router = useRouter()
  const [entering, setEntering] = useState(false)
  const signIn = useSignIn()
  const [twoStep, setTwoStep] = useState<TwoStep | null>(null)
  const [sendError, setSendError] = useState<unknown>(null)

  const loginSchema = useLoaded(loadLoginSchema, { whenAsked: true })
  // What the page after sign-in starts from (TanStack Query, the guard) loads while the user types,
  // not after the click; it is no part of this page's first load (issue 21).
  const startUsing = () => {
    loginSchema.load()
    loadSignedIn().catch(() => {})
  }
  const [submitWaiting, setSubmitWaiting] = useState(false)

  const codeWanted = (name: string) => twoStep !== null && twoStep.username === name.trim()
  const form = useForm({
    initialValues: { username, password: '', code: '' },
    validate: (values) => {
      const failing = loginSchema.value ? failingFields(loginSchema.value, values) : new Set<string>()
      return {
        username: failing.has('username') ? t`Please enter your username` : undefined,
        password: failing.has('password') ? t`Please enter your password` : undefined,
        code: codeWanted(values.username) && !values.code.trim() ? t`Please enter the verification code` : undefined,
      }
    },
  })
  const codeShown = codeWanted(form.values.username)

  const askForCode = (name: string) => setTwoStep({ username: name, sentAt: Date.now() })

  const submitForm = form.onSubmit((values) => {
    setSendError(null)
    const input = {
      username: values.username.trim(),
      password: values.password,
      code: codeShown ? values.code.trim() : undefined,
    }
    signIn.run(
      { input, codeShown },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'code-required') askForCode(input.username)
          else {
            // Signed in; the console still loads the account and its first page (1–2 s on a slow
            // connection). The button keeps working and says so until the page is there.
            setEntering(true)
            const target = safeRedirect(redirectTo)
            // A design tool is a page of its own (src/tools/main.tsx), not one of the router's.
            const tool = toolHref(target)
            if (tool) return replacePage(tool)
            // The next page's code loads beside its guard (user info), not after it.
            preloadRouteChunks(router, target)
            navigate({ href: target, replace: true }).catch(() => setEntering(false))
          }
        },
        onError: (error) => {
          // Two-step was switched on between the two calls: the server wants the code now.
          if (!codeShown && isApiError(error) && error.status === 401 && error.serverCode === ErrorCode.UNAUTHORIZED) {
            askForCode(input.username)
          }
        },
      },
    )
  })

  const submit = (event: FormEvent) => {
    if (loginSchema.value) return submitForm(event)
    event.preventDefault()
    setSendError(null)
    setSubmitWaiting(true)
    loginSchema.load()
  }
  // The schema arrived after a submit: check the form and send it, as the submit would have.
  useEffect(() => {
    if (!submitWaiting) return
    if (loginSchema.value) {
      setSubmitWaiting(false)
      submitForm()
    } else if (loginSchema.error) {
      setSubmitWaiting(false)
      setSendError(loginSchema.error)
    }
  }, [submitWaiting, loginSchema.value, loginSchema.error, submitForm])

  const shownError = sendError ?? signIn.error

  return (
    <AuthLayout
      heading={<Trans>Sign in to your account</Trans>}
      footer={
        <Group justify="center" gap="lg">
          <Anchor component={Link} to="/register" size="sm">
            <Trans>Create an account</Trans>
          </Anchor>
          <Anchor component={Link} to="/distribution/bind" size="sm">
            <Trans>Bind to a distributor</Trans>
          </Anchor>
        </Group>
      }
    >
      <form onSubmit={submit} onFocusCapture={startUsing} onPointerDownCapture={startUsing} noValidate>
        <Stack gap="md">
          <WaitingChangesNotice />
          <FormErrorAlert error={shownError} />
          <CredentialFields form={form} />
          {codeShown && twoStep ? (
            <Stack gap={6}>
              <Text size="sm" c="dimmed">
                <Trans>This account uses two-step sign-in: a code has been sent to its phone.</Trans>
              </Text>
              <TextInput
                label={t`Verification code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                inputContainer={(input) => (
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <div style={{ flex: 1 }}>{input}</div>
                    <Suspense fallback={null}>
                      <SmsCodeButton
                        key={twoStep.sentAt}
                        sentAt={twoStep.sentAt}
                        send={() => sendLoginCode({ username: twoStep.username, password: form.values.password })}
                        validate={() => form.touch('username')}
                        onError={setSendError}
                      />
                    </Suspense>
                  </Group>
                )}
                {...form.getInputProps('code')}
              />
            </Stack>
          ) : null}
          <Button
            type="submit"
            fullWidth
            size="md"
            loading={signIn.isPending || submitWaiting || entering}
            loaderProps={{ 'aria-hidden': true }}
          >
            <Trans>Sign in</Trans>
          </Button>
          {entering ? (
            <Text size="sm" c="dimmed" ta="center" role="status">
              <Trans>Signed in. Opening the console…</Trans>
            </Text>
          ) : null}
        </Stack>
      </form>
    </AuthLayout>
  )
}
