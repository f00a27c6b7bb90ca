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
        {summary.byCurrency.length > 0 && (
          <Text size="sm" c="dimmed">
            <Trans>Totals by currency:</Trans>
          </Text>
        )}
        {summary.byCurrency.map((entry) => (
          <Text key={entry.currency} size="sm" fw={600} title={entry.currency}>
            {formatMoney(entry.amount, entry.currency, locale)}
          </Text>
        ))}
      </Group>
    </Paper>
  )
}
