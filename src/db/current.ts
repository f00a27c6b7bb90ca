// The signed-in account's database as the page sees it. No static Dexie import: the first page
// imports this file, and Dexie is loaded (dynamically) once an account is bound.
import { noteBoundAccount } from './bound-accounts'
import type { AccountDb } from './schema'

type Listener = (db: AccountDb | null) => void
let current: AccountDb | null = null
const listeners = new Set<Listener>()
let waiting: ((db: AccountDb) => void)[] = []

export function getAccountDb(): AccountDb | null {
  return current
}

export function subscribeAccountDb(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const wanted = new Set<() => void>()

/**
 * Called when something waits for the database before it is bound: the layout, which starts the
 * offline runtime once the first screen is idle on a device new to the account, starts it now.
 */
export function onAccountDbWanted(listener: () => void): () => void {
  wanted.add(listener)
  return () => wanted.delete(listener)
}

/** Resolves once an account is bound, or with null after `timeoutMs`. */
export function whenAccountDb(timeoutMs = 3_000): Promise<AccountDb | null> {
  if (current) return Promise.resolve(current)
  for (const listener of wanted) listener()
  return new Promise((resolve) => {
    const done = (db: AccountDb | null) => {
      clearTimeout(timer)
      waiting = waiting.filter((entry) => entry !== done)
      resolve(db)
    }
    const timer = setTimeout(() => done(null), timeoutMs)
    waiting.push(done)
  })
}

/** Opens the account's database and makes it current (after user info is known). */
export async function bindAccount(accountId: string): Promise<AccountDb> {
  if (current?.accountId === accountId) return current
  const { accountDb } = await import('./open')
  current = accountDb(accountId)
  noteBoundAccount(accountId)
  for (const listener of listeners) listener(current)
  for (const resolve of waiting) resolve(current)
  waiting = []
  return current
}

export function unbindAccount(): void {
  current = null
  for (const listener of listeners) listener(null)
}
