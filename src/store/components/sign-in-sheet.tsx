// Member sign-in (and sign-up, for a phone new to this shop) with a phone number and an SMS code.
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useState } from 'react'
import type { StoreMember } from '../../contract/store-shared'
import { newClientKey, saveMemberToken, storeApi } from '../api'
import { Sheet } from './sheet'

const PHONE = /^1\d{10}$/

export function SignInSheet({
  shopId,
  counterId,
  open,
  onClose,
  onSignedIn,
}: {
  shopId: string
  counterId: string | null
  open: boolean
  onClose: () => void
  onSignedIn: (member: StoreMember) => void
}) {
  const { t } = useLingui()
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [wait, setWait] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    if (wait <= 0) return
    const timer = window.setTimeout(() => setWait(wait - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [wait])

  const phoneOk = PHONE.test(phone.trim())
  const base = `/store/${encodeURIComponent(shopId)}`

  async function sendCode() {
    setError(null)
    if (!phoneOk) {
      setError(t`Please enter a valid mobile phone number`)
      return
    }
    try {
      await storeApi(shopId, 'POST', `${base}/member/sms`, { phone: phone.trim() })
      setWait(60)
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    setPending(true)
    try {
      const answer = await storeApi<{ token: string; member: StoreMember }>(
        shopId,
        'POST',
        `${base}/member/sign-in`,
        { phone: phone.trim(), code: code.trim(), ...(counterId ? { counterId } : {}) },
        { 'idempotency-key': newClientKey() },
      )
      saveMemberToken(shopId, answer.token)
      setCode('')
      onSignedIn(answer.member)
    } catch (failure) {
      setError((failure as Error).message)
    } finally {
      setPending(false)
    }
  }

  return (
    <Sheet title={t`Sign in with your phone`} open={open} onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <label>
          <span>
            <Trans>Phone number</Trans>
          </span>
          <input
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
          />
        </label>
        <div className="row">
          <label className="grow">
            <span>
              <Trans>SMS code</Trans>
            </span>
            <input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button type="button" className="button ghost" disabled={wait > 0} onClick={sendCode}>
            {wait > 0 ? t`Resend in ${wait}s` : t`Send code`}
          </button>
        </div>
        <p className="hint">
          <Trans>New here? Signing in makes you a member of this shop.</Trans>
        </p>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={pending || !phoneOk || !/^\d{6}$/.test(code.trim())}>
          <Trans>Sign in</Trans>
        </button>
      </form>
    </Sheet>
  )
}
