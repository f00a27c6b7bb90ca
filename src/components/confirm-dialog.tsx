// Confirmation dialogs: a presentational <ConfirmDialog>, and an imperative `confirm()` shown by a
// single <ConfirmDialogHost /> mounted once inside the providers (@mantine/modals is not installed).
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react'

// The host is mounted on every page, the first one included, but a dialog is rare: its Modal
// (focus trap, scroll lock, portal, transitions) loads on the first confirm(), not with the app.
const ConfirmDialog = lazy(() => import('./confirm-dialog-view').then((module) => ({ default: module.ConfirmDialog })))

export interface ConfirmOptions {
  title: ReactNode
  message: ReactNode
  /** Defaults to "OK". */
  confirmLabel?: ReactNode
  /** Defaults to "Cancel". */
  cancelLabel?: ReactNode
  /** Red confirm button, for actions that cannot be undone. */
  danger?: boolean
}

interface PendingConfirm extends ConfirmOptions {
  resolve: (confirmed: boolean) => void
}

// One dialog at a time; further requests wait their turn.
let queue: PendingConfirm[] = []
let mountedHosts = 0
const subscribers = new Set<() => void>()
const publish = () => {
  for (const notify of subscribers) notify()
}

/** Asks the user; resolves true on confirm, false on cancel or close. */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (mountedHosts === 0) {
    // Without a mounted host nothing could be shown; the browser's own dialog still asks.
    console.warn('confirm(): no <ConfirmDialogHost /> is mounted; falling back to window.confirm')
    const text = [options.title, options.message].filter((part) => typeof part === 'string').join('\n')
    return Promise.resolve(window.confirm(text))
  }
  return new Promise((resolve) => {
    queue = [...queue, { ...options, resolve }]
    publish()
  })
}

function settle(confirmed: boolean) {
  const [current, ...rest] = queue
  if (!current) return
  queue = rest
  publish()
  current.resolve(confirmed)
}

function subscribe(notify: () => void) {
  subscribers.add(notify)
  mountedHosts += 1
  return () => {
    subscribers.delete(notify)
    mountedHosts -= 1
  }
}

export function ConfirmDialogHost() {
  const current = useSyncExternalStore(subscribe, () => queue[0] ?? null)
  if (!current) return null
  const { resolve: _resolve, ...options } = current
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...options} opened onConfirm={() => settle(true)} onCancel={() => settle(false)} />
    </Suspense>
  )
}
