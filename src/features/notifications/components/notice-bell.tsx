// The header's notice popover (SPEC.md §1): a bell with the unread count, the latest notices with
// "mark read", each opening its record, and a link to the full list. New notices arrive without a
// reload (the feed's poll of the mirror delta, ../feed.ts) and read offline from the mirror.
import { Trans, useLingui } from '@lingui/react/macro'
import { ActionIcon, Anchor, Box, Divider, Group, Indicator, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBell } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { Popover } from '../../../components/floating/deferred'
import type { NotificationRecord } from '../../../db/schema'
import { useSession } from '../../../lib/session/session'
import { useAccountDb } from '../../../lib/use-account-db'
import { markNoticesRead, useBell } from '../api/use-bell'
import { noticeHref } from '../notice-texts'
import { NoticeItem } from './notice-item'

export const NOTICE_LIST_PATH = '/account/notice'

export function NoticeBell({ phone = false }: { phone?: boolean }) {
  const { t } = useLingui()
  const db = useAccountDb()
  const { unread, latest } = useBell(db)
  const { info } = useSession()
  const router = useRouter()
  const [opened, { toggle, close }] = useDisclosure(false)
  const [busy, setBusy] = useState(false)
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
          <ActionIcon size="lg" onClick={toggle} aria-label={label} aria-expanded={opened}>
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} aria-label={t`Notifications`}>
        <Group justify="space-between" px="sm" py="xs">
          <Text fw={600} size="sm">
            <Trans>Notifications</Trans>
          </Text>
          <Anchor component="button" size="xs" disabled={unread === 0 || busy} onClick={() => void mark('all')}>
            <Trans>Mark all read</Trans>
          </Anchor>
        </Group>
        <Divider />
        {latest.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            <Trans>No notifications yet</Trans>
          </Text>
        ) : (
          // A native scroll: Mantine's ScrollArea would bring floating-ui into the header's first load.
          <Box mah={phone ? '60vh' : 420} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
            <Stack gap={2} p={4}>
              {latest.map((notice) => (
                <NoticeItem
                  key={notice.id}
                  notice={notice}
                  href={noticeHref(notice, info.type)}
                  onOpen={open}
                  onMarkRead={busy ? undefined : (row) => void mark([row.id])}
                />
              ))}
            </Stack>
          </Box>
        )}
        <Divider />
        <Group justify="center" py={6}>
          <Anchor
            href={`/dis${NOTICE_LIST_PATH}`}
            size="sm"
            onClick={(event) => {
              event.preventDefault()
              close()
              void router.navigate({ href: NOTICE_LIST_PATH })
            }}
          >
            <Trans>View all notifications</Trans>
          </Anchor>
        </Group>
      </Popover.Dropdown>
    </Popover>
  )
}
