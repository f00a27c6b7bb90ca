// The header's notice popover (SPEC.md §1): a bell with the unread count, the latest notices with
// "mark read", each opening its record, and a link to the full list. New notices arrive without a
// reload (the feed's poll of the mirror delta, ../feed.ts) and read offline from the mirror.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Indicator, Loader } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBell } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import { Popover } from '../../../components/floating/deferred'
import type { NotificationRecord } from '../../../db/schema'
import { loadNeeded, prefetch } from '../../../lib/prefetch'
import { useAccountDb } from '../../../lib/use-account-db'
import { whenLoadedAndIdle } from '../../../lib/when-idle'
import { markNoticesRead, useBell } from '../api/use-bell'

// The popover's content loads when the bell is pressed, or once the page is idle (so it is there
// before it is wanted, offline too: build/precache-shell.ts caches it among the first screens').
const loadPanel = () => import('./notice-panel')
const NoticePanel = lazy(loadPanel)

export function NoticeBell({ phone = false }: { phone?: boolean }) {
  const { t } = useLingui()
  const db = useAccountDb()
  const { unread, latest } = useBell(db)
  const router = useRouter()
  const [opened, { toggle, close }] = useDisclosure(false)
  const [busy, setBusy] = useState(false)
  useEffect(() => whenLoadedAndIdle(() => void prefetch(loadPanel)), [])
  const pressed = () => {
    // Beside the floating parts the press loads, not after them.
    void loadNeeded(loadPanel).catch(() => undefined)
    toggle()
  }
  const label = unread > 0 ? t`Notifications (${unread} unread)` : t`Notifications`
  const mark = async (ids: string[] | 'all') => {
    setBusy(true)
    try {
      await markNoticesRead(db, ids)
    } catch {
      // The call's own failure notice has said why (api-client); the notice stays unread.
    } finally {
      setBusy(false)
    }
  }
  const open = (notice: NotificationRecord, href: string) => {
    close()
    if (notice.state === 'unread') void mark([notice.id]).catch(() => undefined)
    void router.navigate({ href })
  }
  return (
    <Popover
      opened={opened}
      onDismiss={close}
      position="bottom-end"
      width={phone ? 'calc(100vw - 16px)' : 380}
      shadow="md"
      withinPortal
    >
      <Popover.Target>
        <Indicator label={unread > 99 ? '99+' : unread} size={16} disabled={unread === 0} offset={4}>
          <ActionIcon size="lg" onClick={pressed} aria-label={label} aria-expanded={opened}>
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t`Notifications`}>
        <Suspense fallback={<Loader size="sm" m="md" />}>
          <NoticePanel
            phone={phone}
            latest={latest}
            unread={unread}
            busy={busy}
            onMark={(ids) => void mark(ids)}
            onOpen={open}
            onViewAll={(href) => {
              close()
              void router.navigate({ href })
            }}
          />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  )
}
