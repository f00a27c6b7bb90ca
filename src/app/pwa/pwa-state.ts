// Owns what the page knows about the installed app: a waiting new version and the browser's
// install offer. Plain module state with a subscription, read by components via useSyncExternalStore.
import { useSyncExternalStore } from 'react'

/** Chromium's event behind "Install app"; not in the DOM typings. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

export interface PwaState {
  /** Set when a new version is ready: calling it activates the new version and reloads. */
  applyUpdate: (() => void) | null
  /** The deferred install offer, when the browser made one and the app is not installed. */
  installOffer: BeforeInstallPromptEvent | null
}

let state: PwaState = { applyUpdate: null, installOffer: null }
const listeners = new Set<() => void>()

export function getPwaState(): PwaState {
  return state
}

export function setPwaState(patch: Partial<PwaState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePwaState(): PwaState {
  return useSyncExternalStore(subscribe, getPwaState, getPwaState)
}
