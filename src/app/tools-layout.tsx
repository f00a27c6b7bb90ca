// The layout of the design tools (/dis/pcdiy/, /dis/batch/, /dis/mi/, issue 17): full-window
// screens opened in their own tab from the menu, without the console's header and menu, but with
// the same session, permissions guard and offline runtime (Dexie, outbox drain) as the console.
import type { ReactNode } from 'react'
import { useOfflineRuntime } from './offline/use-offline-runtime'

export function ToolsLayout({ children }: { children: ReactNode }) {
  // The tools keep drafts and queued saves on the device but read no mirror: the console's tab
  // syncs it, this one would only compete with the editor's start for the network and the thread.
  // On a device new to the account there is no draft to show: the database opens when the user
  // first acts (a tool that waits for it earlier asks for it, src/db/current.ts).
  useOfflineRuntime({ mirror: false, untilUserActs: true })
  return <>{children}</>
}
