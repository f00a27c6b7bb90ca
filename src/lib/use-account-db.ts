// The signed-in account's local database for components (null until the offline runtime has bound it).
import { useSyncExternalStore } from 'react'
import { getAccountDb, subscribeAccountDb } from '../db/current'
import type { AccountDb } from '../db/schema'

export function useAccountDb(): AccountDb | null {
  return useSyncExternalStore(subscribeAccountDb, getAccountDb, getAccountDb)
}
