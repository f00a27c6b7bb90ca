// Settlement reads that fall back to the mirror when the network is gone (DESIGN.md §6): records
// and a statement seen online come from IndexedDB through useLiveQuery, with the age of the data.

import type { MirrorPage } from '../../../components/offline/mirror-page'
import type { SettlementRow } from '../../../contract/settlement'
import { mirrorSettlementPage, savedSettlementDetail } from '../../../db/mirror/finance-queries'
import { MIRRORS } from '../../../db/mirror/mirror-names'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import type { SettlementListRequest } from './list-settlements'

export function useMirrorSettlementPage(request: SettlementListRequest, enabled: boolean): MirrorPage<SettlementRow> {
  const db = useAccountDb()
  const key = JSON.stringify(request)
  const page = useLiveQuery(() => (enabled && db ? mirrorSettlementPage(db, request) : undefined), [enabled, db, key])
  const state = useLiveQuery(() => (db ? db.syncState.get(MIRRORS.settlements) : undefined), [db])
  return { page, syncedAt: state?.syncedAt ?? null }
}

export function useMirrorSettlementDetail(id: string, enabled: boolean) {
  const db = useAccountDb()
  return useLiveQuery(() => (enabled && db && id ? savedSettlementDetail(db, id) : undefined), [enabled, db, id])
}
