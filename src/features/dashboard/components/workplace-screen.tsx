// The workplace (/dashboard/workplace): who is signed in, today, and the way into every permitted screen.
import { Stack } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { LinkComponent, ShortcutGroup, WorkplaceAccount } from '../types'
import { ShortcutGroups } from './shortcut-groups'
import { WorkplaceGreeting } from './workplace-greeting'

interface WorkplaceScreenProps {
  account: WorkplaceAccount
  shortcuts: ShortcutGroup[]
  LinkComponent: LinkComponent
}

const MINUTE = 60_000

export function WorkplaceScreen({ account, shortcuts, LinkComponent }: WorkplaceScreenProps) {
  // The page stays open all day: greeting and date follow the clock.
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  return (
    <Stack gap="md">
      <WorkplaceGreeting account={account} now={now} />
      <ShortcutGroups groups={shortcuts} LinkComponent={LinkComponent} />
    </Stack>
  )
}
