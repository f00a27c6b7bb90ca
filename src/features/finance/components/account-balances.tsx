// The tenant's finance accounts with their balances (POST /ds/finance_account_list), as cards.
import { Trans } from '@lingui/react/macro'
import { Card, SimpleGrid, Text } from '@mantine/core'
import { formatMoney } from '../../../lib/money'
import type { FinanceAccountOption } from '../../../lookups/api/get-finance-accounts'

export function AccountBalances({ accounts, locale }: { accounts: FinanceAccountOption[]; locale: string }) {
  if (accounts.length === 0) return null
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      {accounts.map((account) => (
        <Card key={account.id} withBorder padding="sm" radius="md" data-testid={`balance-${account.id}`}>
          <Text size="xs" c="dimmed">
            {account.name} {account.isDefault && <Trans>(default)</Trans>}
          </Text>
          <Text size="xl" fw={700} data-testid="balance-amount">
            {formatMoney(account.balance, account.currency, locale)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  )
}
