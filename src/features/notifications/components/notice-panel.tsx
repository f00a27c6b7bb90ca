// What the header's notice popover shows once opened (SPEC.md §1): the latest notices with their
// words, "mark all read", and a link to the full list. A chunk of its own, loaded when the bell is
// pressed or the page is idle (./notice-bell.tsx): the notices' texts in both languages and the
// item rows were ≈ 2 KiB gzip of the signed-in layout's first load (issue 21), for a popover
// nobody sees before pressing the bell.
import { Trans } from '@lingui/react/macro'
import { Anchor, Box, Divider, Group, Stack, Text } from '@mantine/core'
import type { NotificationRecord } from '../../../db/schema'
import { useSession } from '../../../lib/session/session'
import { noticeHref } from '../notice-texts'
import { NoticeItem } from './notice-item'

export interface NoticePanelProps {
  phone: boolean
  latest: NotificationRecord[]
  unread: number
  /** A mark-read call is under way: marking is off until it ends. */
  busy: boolean
  onMark: (ids: string[] | 'all') => void
  onOpen: (notice: NotificationRecord, href: string) => void
  /** `href`: the full list's path inside the app. */
  onViewAll: (href: string) => void
}

export const NOTICE_LIST_PATH = '/account/notice'

export default function NoticePanel({ phone, latest, unread, busy, onMark, onOpen, onViewAll }: NoticePanelProps) {
  const { info } = useSession()
  return (
    <>
      <Group justify="space-between" px="sm" py="xs">
        <Text fw={600} size="sm">
          <Trans>Notifications</Trans>
        </Text>
        <Anchor component="button" size="xs" disabled={unread === 0 || busy} onClick={() => onMark('all')}>
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
                onOpen={onOpen}
                onMarkRead={busy ? undefined : (row) => onMark([row.id])}
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
            onViewAll(NOTICE_LIST_PATH)
          }}
        >
          <Trans>View all notifications</Trans>
        </Anchor>
      </Group>
    </>
  )
}
