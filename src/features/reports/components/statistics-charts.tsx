// The statistics charts (by day, channel, shop and status). Loaded lazily with their CSS, so
// @mantine/charts and recharts stay out of the first page.
import '@mantine/charts/styles.css'
import { useLingui } from '@lingui/react/macro'
import { AreaChart, BarChart, DonutChart } from '@mantine/charts'
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { SaleStatistics } from '../../../contract/orders'
import { useLocale } from '../../../lib/i18n'
import { chartNumber, toMajor } from '../statistics-figures'

export interface StatisticsChartsProps {
  stats: SaleStatistics
  statusLabel: (value: string) => string
}

const STATUS_COLORS: Record<string, string> = {
  '1': 'yellow.6',
  '2': 'orange.6',
  '3': 'blue.6',
  '4': 'teal.6',
  '5': 'gray.5',
  '6': 'red.6',
}

function ChartCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  )
}

export default function StatisticsCharts({ stats, statusLabel }: StatisticsChartsProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const format = chartNumber(locale)
  const sales = t`Sales (¥)`
  const orders = t`Orders`
  const byDay = stats.byDay.map((row) => ({
    date: row.date.slice(5),
    [orders]: row.orders,
    [sales]: toMajor(row.amount),
  }))
  const byChannel = stats.byChannel.map((row) => ({
    channel: row.channel,
    [orders]: row.orders,
    [sales]: toMajor(row.amount),
  }))
  const byShop = stats.byShop
    .slice(0, 10)
    .map((row) => ({ shop: row.shopName, [orders]: row.orders, [sales]: toMajor(row.amount) }))
  const byStatus = stats.byStatus.map((row) => ({
    name: statusLabel(row.status),
    value: row.orders,
    color: STATUS_COLORS[row.status] ?? 'gray.5',
  }))
  const empty = <Text c="dimmed" size="sm">{t`No orders in this period`}</Text>
  return (
    <Stack gap="md">
      <ChartCard title={t`By day`}>
        <AreaChart
          h={260}
          valueFormatter={format}
          data={byDay}
          dataKey="date"
          withRightYAxis
          series={[
            { name: sales, color: 'brand.6' },
            { name: orders, color: 'blue.6', yAxisId: 'right' },
          ]}
          curveType="monotone"
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard title={t`By channel`}>
          {byChannel.length === 0 ? (
            empty
          ) : (
            <BarChart
              h={260}
              valueFormatter={format}
              data={byChannel}
              dataKey="channel"
              series={[{ name: sales, color: 'brand.6' }]}
            />
          )}
        </ChartCard>
        <ChartCard title={t`By status`}>
          {byStatus.length === 0 ? (
            empty
          ) : (
            <DonutChart
              h={260}
              mx="auto"
              data={byStatus}
              withLabelsLine
              withLabels
              withTooltip
              tooltipDataSource="segment"
              chartLabel={t`Orders`}
            />
          )}
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t`Top shops`}>
        {byShop.length === 0 ? (
          empty
        ) : (
          <BarChart
            h={Math.max(200, byShop.length * 34)}
            data={byShop}
            dataKey="shop"
            orientation="vertical"
            valueFormatter={format}
            yAxisProps={{ width: 130 }}
            series={[{ name: sales, color: 'brand.6' }]}
          />
        )}
      </ChartCard>
    </Stack>
  )
}
