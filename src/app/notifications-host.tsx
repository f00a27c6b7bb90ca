// Where notifications show. Mantine's container (with react-transition-group, ≈ 20 KiB minified)
// is not needed to paint the first screen, so it loads with the first notification: notify() only
// writes to Mantine's store, which keeps what was shown until the container reads it (DESIGN.md §9).
import type { NotificationsProps } from '@mantine/notifications'
import { notificationsStore, useNotifications } from '@mantine/notifications/store'
import { type ComponentType, useEffect, useState } from 'react'
import { loadOnce } from '../lib/use-loaded'

const POSITION = 'top-center'
const LIMIT = 4

// The container sets these when it mounts; set now, so what is shown before it loads is already
// grouped and limited as it will be shown (the store splits shown and queued on each change).
notificationsStore.setState({ ...notificationsStore.getState(), defaultPosition: POSITION, limit: LIMIT })

const loadContainer = loadOnce(() => import('./notifications-container').then((module) => module.Notifications))

export function NotificationsHost() {
  const { notifications, queue } = useNotifications()
  const count = notifications.length + queue.length
  const [Container, setContainer] = useState<ComponentType<NotificationsProps> | null>(null)
  useEffect(() => {
    if (Container || count === 0) return
    let live = true
    loadContainer().then(
      (loaded) => live && setContainer(() => loaded),
      // Not loaded (offline without the service worker's copy): the notices stay in the store
      // and the next change tries again.
      () => {},
    )
    return () => {
      live = false
    }
  }, [Container, count])
  // Once loaded the container stays: it animates notices out and shows the queue.
  return Container ? <Container position={POSITION} limit={LIMIT} /> : null
}
