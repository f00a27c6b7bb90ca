// POST /ds/finance_account_list: the caller's finance accounts (the refund target choice).
import { useQuery } from '@tanstack/react-query'
import { apiFetch } from '../../lib/api-client'

export interface FinanceAccountOption {
  id: string
  name: string
  currency: string
  balance: number
  isDefault: boolean
}

export const useFinanceAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: ['finance-accounts'],
    queryFn: ({ signal }) =>
      apiFetch<FinanceAccountOption[]>('/ds/finance_account_list', { body: {}, signal, silent: true }),
    enabled,
    staleTime: 10_000,
  })
