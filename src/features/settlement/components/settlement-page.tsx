// What both settlement routes render: the screen, the open settlement's drawer and the raise form,
// wired to the URL. The side (distributor or supplier) decides the permission key and the partner list.
import { useCallback, useMemo } from 'react'
import { useAccess } from '../../../components/access'
import type {
  PendingSettlementGroup,
  SettlementAction,
  SettlementParty,
  SettlementRow,
} from '../../../contract/settlement'
import { useLocale } from '../../../lib/i18n'
import { usePartnerList } from '../../../lookups/api/list-partners'
import { usePendingSettlements } from '../api/list-settlements'
import { pendingListRequest, type SettlementSearch } from '../settlement-search'
import { RaiseSettlementModal } from './raise-settlement-modal'
import { SettlementDetailDrawer } from './settlement-detail-drawer'
import { SettlementScreen } from './settlement-screen'

export interface SettlementPageProps {
  party: SettlementParty
  search: SettlementSearch
  /** Merges a filter change (back to the first page). */
  onSearchChange: (change: Partial<SettlementSearch>) => void
  /** Sets params without touching the page (the open drawer or form). */
  onOpenChange: (change: Partial<SettlementSearch>) => void
  onReset: () => void
}

export function SettlementPage({ party, search, onSearchChange, onOpenChange, onReset }: SettlementPageProps) {
  const can = useAccess()
  const { locale } = useLocale()
  const key = party === 'distributor' ? 'distribution_settlement_list' : 'distribution_supplier_settlement_list'
  const partnerQuery = usePartnerList({ pageNo: 1, pageSize: 100 })
  const partners = useMemo(
    () => (partnerQuery.data?.data ?? []).map((row) => ({ value: row.id, label: row.name })),
    [partnerQuery.data],
  )
  // The group whose raise form is open, from the pending page the URL shows (a reload reopens it).
  const pendingPage = usePendingSettlements(pendingListRequest(search), search.raise !== undefined)
  const raising = pendingPage.data?.data.find((group) => group.id === search.raise)
  const onOpen = useCallback((row: SettlementRow) => onOpenChange({ id: row.id, action: undefined }), [onOpenChange])
  return (
    <>
      <SettlementScreen
        party={party}
        search={search}
        onSearchChange={onSearchChange}
        onReset={onReset}
        onOpen={onOpen}
        onRaise={(group: PendingSettlementGroup) => onOpenChange({ raise: group.id })}
        canRaise={can(`${key}.add`)}
        partners={partners}
      />
      <RaiseSettlementModal
        group={raising}
        party={party}
        locale={locale}
        onClose={() => onOpenChange({ raise: undefined })}
        onRaised={(id) => onSearchChange({ raise: undefined, tab: 'records', id })}
      />
      <SettlementDetailDrawer
        id={search.id}
        action={search.action}
        party={party}
        canEdit={can(`${key}.edit`)}
        locale={locale}
        onActionChange={(action: SettlementAction | undefined) => onOpenChange({ action })}
        onClose={() => onOpenChange({ id: undefined, action: undefined })}
      />
    </>
  )
}
