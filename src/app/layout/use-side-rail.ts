// Whether the side rail of narrower desktops and landscape tablets is expanded: per device (this
// browser's localStorage, not the account's view settings, since a laptop and a tablet differ), and
// followed across this browser's tabs. Collapsed until the person expands it: at 1024 px the page
// needs the width more than the menu its labels. (A small store of its own rather than Mantine's
// useLocalStorage: the theme reads it on every page, the sign-in page's first load included.)
import { useSyncExternalStore } from 'react'
import { readStorage, writeStorage } from '../../lib/safe-storage'
import { STORAGE_KEYS } from '../../lib/storage-keys'

const listeners = new Set<() => void>()
/** Where the storage cannot be written (private mode, full): this page remembers it alone. */
let unsaved: boolean | null = null

// A value written by hand or by an older build reads as collapsed rather than breaking the shell.
const isOpen = () => unsaved ?? readStorage('local', STORAGE_KEYS.sideRail) === 'true'

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab of this browser changed it (or cleared the storage).
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.sideRail || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

function toggle(): void {
  const next = !isOpen()
  writeStorage('local', STORAGE_KEYS.sideRail, String(next))
  unsaved = readStorage('local', STORAGE_KEYS.sideRail) === String(next) ? null : next
  for (const listener of listeners) listener()
}

export function useSideRail(): [open: boolean, toggle: () => void] {
  return [useSyncExternalStore(subscribe, isOpen, () => false), toggle]
}
