// Finance items and top-up records from the mirror when the network is gone (DESIGN.md §6),
// through useLiveQuery, with the age of the data.

import type { MirrorPage } from '../../../components/offline/mirror-page'
import type { FinanceFlowRow, RechargeRow } from '../../../contract/finance'
import { mirrorFlowPage, mirrorRechargePage } from '../../../db/mirror/finance-queries'
import { MIRRORS } from '../../../db/mirror/mirror-names'
import { useAccountDb } from '../../../lib/use-account-db'
import { useLiveQuery } from '../../../lib/use-live-query'
import type { FlowListRequest } from './list-flows'
import type { RechargeListRequest } from './recharges'

export function useMirrorFlowPage(request: FlowListRequest, enabled: boolean): MirrorPage<FinanceFlowRow> {
  const db = useAccountDb()
  const key = JSON.stringify(request)
  const page = useLiveQuery(() => (enabled && db ? mirrorFlowPage(db, request) : undefined), [enabled, db, key])
  const state = useLiveQuery(() => (db ? db.syncState.get(MIRRORS.financeFlows) : undefined), [db])
  return { page, syncedAt: state?.syncedAt ?? null }
}

export function useMirrorRechargePage(request: RechargeListRequest, enabled: boolean): MirrorPage<RechargeRow> {
  const db = useAccountDb()
  const key = JSON.stringify(request)
  const page = useLiveQuery(() => (enabled && db ? mirrorRechargePage(db, request) : undefined), [enabled, db, key])
  const state = useLiveQuery(() => (db ? db.syncState.get(MIRRORS.recharges) : undefined), [db])
  return { page, syncedAt: state?.syncedAt ?? null }
}
