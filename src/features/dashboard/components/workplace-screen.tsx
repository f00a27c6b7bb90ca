// The workplace (/dashboard/workplace): who is signed in, today's figures and the work waiting,
// and the way into every permitted screen.
import { Stack } from '@mantine/core'
import { useEffect, useState } from 'react'
import type { LinkComponent, ShortcutGroup, WorkplaceAccount } from '../../../lib/shortcut-types'
import { ShortcutGroups } from './shortcut-groups'
import { WorkplaceFigures } from './workplace-figures'
import { WorkplaceGreeting } from './workplace-greeting'

interface WorkplaceScreenProps {
  account: WorkplaceAccount
  shortcuts: ShortcutGroup[]
  LinkComponent: LinkComponent
  /** workplace.query: the figures are shown (the server leaves out what the role may not see). */
  showFigures: boolean
}

const MINUTE = 60_000

export function WorkplaceScreen({ account, shortcuts, LinkComponent, showFigures }: WorkplaceScreenProps) {
  // The page stays open all day: greeting and date follow the clock.
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  return (
    <Stack gap="md">
      <WorkplaceGreeting account={account} now={now} />
      <WorkplaceFigures LinkComponent={LinkComponent} enabled={showFigures} />
      <ShortcutGroups groups={shortcuts} LinkComponent={LinkComponent} />
    </Stack>
  )
}
