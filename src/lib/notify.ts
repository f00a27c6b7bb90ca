// The app's standard notices, so every screen says "failure" and "success" the same way.
import { t } from '@lingui/core/macro'
import { notifications, notificationsStore } from '@mantine/notifications/store'

/** SPEC.md §8: a response with a non-zero code, titled "Failure" with the server's message. */
export function notifyFailure(message: string, id?: string): void {
  // One notice per message on screen: a screen's own error notice and the app-wide one for a
  // change tried offline (app/query-client.ts) say the same thing for the same tap.
  const { notifications: shown, queue } = notificationsStore.getState()
  if ([...shown, ...queue].some((notice) => notice.color === 'red' && notice.message === message)) return
  notifications.show({ id, color: 'red', title: t`Failure`, message })
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: t`Success`, message })
}

/** A failure the user did not cause and should report or retry, e.g. user info (SPEC.md §8). */
export function notifyMistake(message: string): void {
  notifications.show({ color: 'red', title: t`Mistake`, message })
}

/** A change kept in the outbox because the server cannot be reached now: it is not lost, and not done yet. */
export function notifyQueued(message: string): void {
  notifications.show({ color: 'orange', title: t`Saved on this device`, message })
}
