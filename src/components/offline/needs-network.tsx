// A control that cannot work offline is disabled while offline and says why (issue 14 item 16):
// every change a screen offers offline goes through the outbox, or is here.
import { Text } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import type { ReactNode } from 'react'

/** True while the browser says it has no network. */
export function useOffline(): boolean {
  return !useNetwork().online
}

/** The reason shown beside a control disabled offline. */
export function NeedsNetwork({ children }: { children: ReactNode }) {
  return (
    <Text size="xs" c="dimmed" data-testid="needs-network">
      {children}
    </Text>
  )
}
