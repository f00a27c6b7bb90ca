// The account and date-range filters that finance items and top-up records share.
import { useLingui } from '@lingui/react/macro'
import { Select } from '@mantine/core'
import { DayField } from '../../../components/day-field'

interface AccountDateSearch {
  accountId?: string
  createdFrom?: string
  createdTo?: string
}

export interface AccountDateFiltersProps {
  accounts: { id: string; name: string }[]
  search: AccountDateSearch
  onSearchChange: (change: AccountDateSearch) => void
}

export function AccountDateFilters({ accounts, search, onSearchChange }: AccountDateFiltersProps) {
  const { t } = useLingui()
  return (
    <>
      <Select
        label={t`Account`}
        w={{ base: '100%', sm: 220 }}
        clearable
        data={accounts.map((account) => ({ value: account.id, label: account.name }))}
        value={search.accountId ?? null}
        onChange={(value) => onSearchChange({ accountId: value ?? undefined })}
      />
      <DayField
        label={t`From`}
        w={{ base: '100%', sm: 160 }}
        value={search.createdFrom}
        onChange={(createdFrom) => onSearchChange({ createdFrom })}
      />
      <DayField
        label={t`To`}
        w={{ base: '100%', sm: 160 }}
        value={search.createdTo}
        onChange={(createdTo) => onSearchChange({ createdTo })}
      />
    </>
  )
}
