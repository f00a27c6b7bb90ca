// A control that cannot work offline is disabled while offline and says why (issue 14 item 16):
// every change a screen offers offline goes through the outbox, or is here.
import { Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useConnected } from './use-connected'

/** True while the browser has no network or the server gives no answer. */
export function useOffline(): boolean {
  return !useConnected()
}

/** The reason shown beside a control disabled offline. */
export function NeedsNetwork({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" data-testid="needs-network">
      {children}
    </Text>
  )
}
