// GET /settlement/detail/{id}: one settlement with its statement lines. Each answer is also kept
// on the device, so the statement opens offline.
import { useQuery } from '@tanstack/react-query'
import { SETTLEMENT_PATHS, type SettlementDetail } from '../../../contract/settlement'
import { getAccountDb } from '../../../db/current'
import { saveSettlementDetail } from '../../../db/mirror/finance-queries'
import { apiFetch } from '../../../lib/api-client'
import { settlementKeys } from './keys'

export const useSettlement = (id: string) =>
  useQuery({
    queryKey: settlementKeys.detail(id),
    queryFn: async ({ signal }) => {
      const detail = await apiFetch<SettlementDetail>(SETTLEMENT_PATHS.detail(id), { signal, silent: true })
      const db = getAccountDb()
      if (db) void saveSettlementDetail(db, detail).catch(() => {})
      return detail
    },
    enabled: id !== '',
    staleTime: 10_000,
  })
