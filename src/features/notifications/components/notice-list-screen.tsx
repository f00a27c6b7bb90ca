// /account/notice: every notice of the account, newest first, all or unread, paged; mark read one
// by one or all at once; each opens its record. Read from the notifications mirror (the bell keeps
// it current), so the list opens offline too; marking read needs the network.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, Card, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { ListPagination } from '../../../components/list-page/list-pagination'
import { PageHeader } from '../../../components/list-page/page-header'
import { OfflineNotice } from '../../../components/offline/offline-notice'
import { NOTIFICATIONS_MIRROR, noticePage, unreadCount } from '../../../db/mirror/notifications'
import type { NotificationRecord } from '../../../db/schema'
import { useSession } from '../../../lib/session/session'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import { markNoticesRead } from '../api/use-bell'
import { noticeHref } from '../notice-texts'
import { NoticeItem } from './notice-item'

export interface NoticeSearch {
  unread?: boolean
  pageNo?: number
  pageSize?: number
}

export function NoticeListScreen({
  search,
  onSearchChange,
}: {
  search: NoticeSearch
  onSearchChange: (change: NoticeSearch) => void
}) {
  const { t } = useLingui()
  const db = useAccountDb()
  const { online } = useNetwork()
  const { info } = useSession()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const pageNo = search.pageNo ?? 1
  const pageSize = search.pageSize ?? 20
  const unread = search.unread ?? false
  const page = useLiveQuery(
    () => (db ? noticePage(db, { unread, pageNo, pageSize }) : undefined),
    [db, unread, pageNo, pageSize],
  )
  const state = useLiveQuery(() => (db ? db.syncState.get(NOTIFICATIONS_MIRROR) : undefined), [db])
  const unreadTotal = useLiveQuery<number | undefined>(() => (db ? unreadCount(db) : undefined), [db])
  // Opening the list asks for what is new at once rather than at the bell's next turn. Until that
  // answer, an empty mirror means "not fetched yet", not "no notifications" (a fresh device said
  // "No notifications yet" for seconds while the bell already counted them).
  const [fetching, setFetching] = useState(true)
  useEffect(() => {
    // navigator too: useNetwork says online on its first render, before it has read the browser.
    if (!db || !online || !navigator.onLine) {
      setFetching(false)
      return
    }
    let current = true
    setFetching(true)
    void import('../feed')
      .then(({ syncNotices }) => syncNotices(db))
      .finally(() => {
        if (current) setFetching(false)
      })
    return () => {
      current = false
    }
  }, [db, online])
  const loading = page === undefined || (page.total === 0 && fetching && !state?.syncedAt)

  const mark = async (ids: string[] | 'all') => {
    setBusy(true)
    try {
      await markNoticesRead(db, ids)
    } catch {
      // The call's failure notice has said why; nothing changed.
    } finally {
      setBusy(false)
    }
  }
  const open = (notice: NotificationRecord, href: string) => {
    if (notice.state === 'unread' && online) void mark([notice.id])
    void router.navigate({ href })
  }

  return (
    <Stack>
      <PageHeader
        title={<Trans>My notifications</Trans>}
        actions={
          <Button variant="default" disabled={!online || busy || !unreadTotal} onClick={() => void mark('all')}>
            <Trans>Mark all read</Trans>
          </Button>
        }
      />
      {online ? null : <OfflineNotice syncedAt={state?.syncedAt ?? null} />}
      <SegmentedControl
        w="fit-content"
        value={unread ? 'unread' : 'all'}
        onChange={(value) => onSearchChange({ unread: value === 'unread' || undefined, pageNo: undefined })}
        data={[
          { value: 'all', label: t`All` },
          { value: 'unread', label: t`Unread` },
        ]}
        aria-label={t`Show`}
      />
      <Card withBorder p={4}>
        {loading ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t`Loading notifications`} />
          </Center>
        ) : page.rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {unread ? <Trans>No unread notifications</Trans> : <Trans>No notifications yet</Trans>}
          </Text>
        ) : (
          <Stack gap={2}>
            {page.rows.map((notice) => (
              <NoticeItem
                key={notice.id}
                notice={notice}
                href={noticeHref(notice, info.type)}
                onOpen={open}
                onMarkRead={online && !busy ? (row) => void mark([row.id]) : undefined}
              />
            ))}
          </Stack>
        )}
      </Card>
      <Group justify="flex-end">
        <ListPagination
          pageNo={pageNo}
          pageSize={pageSize}
          totalCount={page?.total ?? 0}
          onChange={(next, size) => onSearchChange({ pageNo: next, pageSize: size })}
        />
      </Group>
    </Stack>
  )
}
