// GET /settlement/detail/{id}: one settlement with its statement lines. Each answer is also kept
// on the device, so the statement opens offline.
import { useQuery } from '@tanstack/react-query'
import { SETTLEMENT_PATHS, type SettlementDetail } from '../../../contract/settlement'
import { whenAccountDb } from '../../../db/current'
import { saveSettlementDetail } from '../../../db/mirror/finance-queries'
import { apiFetch } from '../../../lib/api-client'
import { settlementKeys } from './keys'

export const useSettlement = (id: string) =>
  useQuery({
    queryKey: settlementKeys.detail(id),
    queryFn: async ({ signal }) => {
      const detail = await apiFetch<SettlementDetail>(SETTLEMENT_PATHS.detail(id), { signal, silent: true })
      // The device database is bound a moment after the first screen: wait for it briefly.
      void whenAccountDb(10_000)
        .then((db) => (db ? saveSettlementDetail(db, detail) : undefined))
        .catch(() => {})
      return detail
    },
    enabled: id !== '',
    staleTime: 10_000,
  })
