// One notice as the bell and the list show it: what happened, about which record, when; unread
// ones marked; the whole row opens the record (and marks it read).
import { useLingui } from '@lingui/react'
import { Trans, useLingui as useMacroLingui } from '@lingui/react/macro'
import { Box, Button, Group, Text, UnstyledButton } from '@mantine/core'
import type { NotificationRecord } from '../../../db/schema'
import { formatDateTime } from '../../../lib/format-date'
import { noticeText } from '../notice-texts'
import classes from './notices.module.css'

export interface NoticeItemProps {
  notice: NotificationRecord
  href: string
  onOpen: (notice: NotificationRecord, href: string) => void
  /** Absent when the notice is read already or marking is unavailable (offline). */
  onMarkRead?: (notice: NotificationRecord) => void
}

export function NoticeItem({ notice, href, onOpen, onMarkRead }: NoticeItemProps) {
  const { i18n } = useLingui()
  const { t } = useMacroLingui()
  const text = noticeText(notice)
  const title = i18n._(text.title)
  const body = i18n._(text.body)
  const unread = notice.state === 'unread'
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" className={classes.item} data-unread={unread || undefined}>
      <Box className={classes.dot} aria-hidden />
      <UnstyledButton
        component="a"
        href={`/dis${href}`}
        className={classes.body}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          onOpen(notice, href)
        }}
      >
        <Text size="sm" fw={unread ? 600 : 400}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {body}
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(notice.createdAt, i18n.locale)}
        </Text>
      </UnstyledButton>
      {unread && onMarkRead ? (
        // Big enough for a thumb: on a phone this is the daily action of the bell and the list.
        // Named after its notice: a screen reader's list of buttons is not ten times "Mark read".
        <Button
          size="xs"
          variant="subtle"
          aria-label={t`Mark read: ${title}, ${body}`}
          onClick={() => onMarkRead(notice)}
          style={{ flexShrink: 0 }}
        >
          <Trans>Mark read</Trans>
        </Button>
      ) : null}
    </Group>
  )
}
