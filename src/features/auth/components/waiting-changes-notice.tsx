// The sign-in page after a session ended by the server (401): the changes made on this device
// that wait for the user, so nobody signs in as someone else or gives up thinking they are lost
// (issue 14 item 19). Dexie loads after the page has rendered, not with it, and only when the
// outbox markers say something waits.
import { Plural, Trans } from '@lingui/react/macro'
import { Alert } from '@mantine/core'
import { useEffect, useState } from 'react'
import { anyOutboxMarkerUnsynced } from '../../../db/storage-loss'

export function WaitingChangesNotice() {
  const [count, setCount] = useState(0)
  useEffect(() => {
    // Nothing waits by the outbox markers (localStorage): neither the signed-in code nor Dexie loads.
    if (!anyOutboxMarkerUnsynced()) return
    let cancelled = false
    import('../../../db/forget')
      .then(({ countChangesAwaitingSignIn }) => countChangesAwaitingSignIn())
      .then((n) => {
        if (!cancelled) setCount(n)
      })
      .catch(() => {
        // No IndexedDB (private mode): there is nothing waiting on this device either.
      })
    return () => {
      cancelled = true
    }
  }, [])
  if (count === 0) return null
  return (
    <Alert color="orange" data-testid="waiting-changes" title={<Trans>Changes are waiting on this device</Trans>}>
      <Plural
        value={count}
        one="# change made on this device waits for you: sign in again with the same account and it is sent."
        other="# changes made on this device wait for you: sign in again with the same account and they are sent."
      />
    </Alert>
  )
}
