// The account and date-range filters that finance items and top-up records share.
import { useLingui } from '@lingui/react/macro'
import { Select, TextInput } from '@mantine/core'

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
      <TextInput
        type="date"
        label={t`From`}
        w={{ base: '100%', sm: 160 }}
        value={search.createdFrom ?? ''}
        onChange={(event) => onSearchChange({ createdFrom: event.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={t`To`}
        w={{ base: '100%', sm: 160 }}
        value={search.createdTo ?? ''}
        onChange={(event) => onSearchChange({ createdTo: event.currentTarget.value || undefined })}
      />
    </>
  )
}
