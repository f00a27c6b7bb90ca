// Starts the offline runtime once the signed-in account is known, and stops it when the layout
// leaves (sign-out). The runtime and Dexie load after the first screen, not with it.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSession } from '../../lib/session/session'

/** `mirror: false` in the design tools' tab: the database and the outbox, no mirror sync. */
export function useOfflineRuntime({ mirror = true }: { mirror?: boolean } = {}): void {
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
    void import('./runtime')
      .then(({ startOfflineRuntime }) =>
        startOfflineRuntime({
          accountId: String(info.id),
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
    return () => {
      cancelled = true
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
  ])
}
