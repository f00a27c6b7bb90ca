// "Send code" beside a one-time code field: sends the code, then waits 60 s before it may be
// sent again, showing the seconds left.
import { useLingui } from '@lingui/react/macro'
import { Button } from '@mantine/core'
import { useState } from 'react'
import { useCountdown } from '../../../components/countdown'
import { notifySuccess } from '../../../lib/notify'
import { useAsyncAction } from '../../../lib/use-async-action'

/** How long before another code may be requested; the server limits sends as well. */
export const SMS_RESEND_INTERVAL_MS = 60_000

export interface SmsCodeButtonProps {
  /** Asks the server to send a code. */
  send: () => Promise<unknown>
  /** Checks the fields the code goes by (showing their errors) before anything is sent. */
  validate: () => boolean
  onError: (error: unknown) => void
  /** When a code was already sent without this button (two-step sign-in sends one itself). */
  sentAt?: number
}

export function SmsCodeButton({ send, validate, onError, sentAt }: SmsCodeButtonProps) {
  const { t } = useLingui()
  // Not TanStack Query's mutation: this button is on the sign-in page, which has no query client.
  const sending = useAsyncAction(send)
  const [resendAt, setResendAt] = useState<number | null>(sentAt == null ? null : sentAt + SMS_RESEND_INTERVAL_MS)
  const left = useCountdown(resendAt, () => setResendAt(null))
  const seconds = Math.ceil(left / 1000)

  const onClick = () => {
    if (!validate()) return
    sending.run(undefined, {
      onSuccess: () => {
        setResendAt(Date.now() + SMS_RESEND_INTERVAL_MS)
        notifySuccess(t`Verification code sent`)
      },
      onError,
    })
  }

  return (
    <Button variant="default" onClick={onClick} loading={sending.isPending} disabled={left > 0} miw={120}>
      {left > 0 ? t`Resend in ${seconds} s` : t`Send code`}
    </Button>
  )
}
