// Starts the offline runtime once the signed-in account is known, and stops it when the layout
// leaves (sign-out). The runtime and Dexie load after the first screen, not with it: at once when
// the device may hold the account's rows (a screen shows them from the device first) or the network
// is gone, else once the first screen is idle (issue 21: an account new to the device shows the
// server's rows and loads no Dexie before them).
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { wasBoundBefore } from '../../db/bound-accounts'
import { onAccountDbWanted } from '../../db/current'
import { useSession } from '../../lib/session/session'
import { whenLoadedAndIdle } from '../../lib/when-idle'
import { whenUserActs } from '../../lib/when-user-acts'

/**
 * `mirror: false` in the design tools' tab: the database and the outbox, no mirror sync.
 * `untilUserActs`: on a device new to the account, start at the user's first press or key (or
 * 10 s) instead of the first idle moment — the design tools' first screen needs no database there,
 * and opening it (Dexie, ≈ 280 ms of main thread on a slow phone) right after the screen showed
 * blocked the user's first tap (issue 17).
 */
export function useOfflineRuntime({
  mirror = true,
  untilUserActs = false,
}: {
  mirror?: boolean
  untilUserActs?: boolean
} = {}): void {
  const queryClient = useQueryClient()
  const { info, hasPermission } = useSession()
  const canReadOrders = hasPermission('sale_order.query')
  const canReadRefunds = hasPermission('sale_refund.query')
  const canReadGoods = hasPermission('goods_list.query')
  const canReadProduction = hasPermission('production.query')
  const canReadFinance =
    hasPermission('distribution_settlement_list.query') || hasPermission('distribution_supplier_settlement_list.query')
  const canReadListings = hasPermission('platform.query') || hasPermission('platform.get')
  useEffect(() => {
    let stop: (() => void) | null = null
    let cancelled = false
    const accountId = String(info.id)
    const start = () => {
      if (cancelled) return
      void import('./runtime')
        .then(({ startOfflineRuntime }) =>
          startOfflineRuntime({
            accountId,
            queryClient,
            canReadOrders,
            canReadRefunds,
            canReadGoods,
            canReadProduction,
            canReadFinance,
            canReadListings,
            mirror,
          }),
        )
        .then((stopRuntime) => {
          if (cancelled) stopRuntime()
          else stop = stopRuntime
        })
        .catch((error) => console.warn('offline runtime did not start', error))
    }
    let started = false
    const startOnce = () => {
      if (started) return
      started = true
      start()
    }
    // Deferred, it still starts at once when a change or a read waits for the database.
    const stopWaiting = onAccountDbWanted(startOnce)
    let stopIdleWait = () => {}
    if (navigator.onLine === false || wasBoundBefore(accountId)) startOnce()
    else stopIdleWait = untilUserActs ? whenUserActs(startOnce) : whenLoadedAndIdle(startOnce, 1_500)
    return () => {
      cancelled = true
      stopWaiting()
      stopIdleWait()
      stop?.()
    }
  }, [
    info.id,
    queryClient,
    canReadOrders,
    canReadRefunds,
    canReadGoods,
    canReadProduction,
    canReadFinance,
    canReadListings,
    mirror,
    untilUserActs,
  ])
}
