// The totals of the payment records filter: how many, and the sum per currency.
import { Plural, Trans } from '@lingui/react/macro'
import { Group, Paper, Skeleton, Text } from '@mantine/core'
import type { SalePaymentSummary } from '../../../contract/reports'
import { formatMoney } from '../../../lib/money'

export function PaymentTotals({ summary, locale }: { summary: SalePaymentSummary | undefined; locale: string }) {
  if (!summary) return <Skeleton h={48} radius="md" />
  return (
    <Paper withBorder radius="md" p="sm" aria-label="payment totals">
      <Group gap="lg" wrap="wrap">
        <Text size="sm" fw={600} data-testid="payment-count">
          <Plural value={summary.count} one="# payment" other="# payments" />
        </Text>
        {summary.byCurrency.map((entry) => (
          <Text key={entry.currency} size="sm">
            <Text span c="dimmed" size="sm">
              <Trans>{entry.currency} total</Trans>{' '}
            </Text>
            <Text span fw={600} size="sm">
              {formatMoney(entry.amount, entry.currency, locale)}
            </Text>
          </Text>
        ))}
      </Group>
    </Paper>
  )
}
