// The statistics charts (by day, channel, shop and status). Loaded lazily with the statistics.
import { useLingui } from '@lingui/react/macro'
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import type { SaleStatistics } from '../../../contract/orders'
import { useLocale } from '../../../lib/i18n'
import { useChannelName } from '../../../lookups/channel-names'
import { chartNumber, toMajor } from '../statistics-figures'
import { AreaChart } from './charts/area-chart'
import { BarChart } from './charts/bar-chart'
import { DonutChart } from './charts/donut-chart'

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
  const channelLabel = useChannelName()
  const { locale } = useLocale()
  const format = chartNumber(locale)
  const sales = t`Sales (¥)`
  const orders = t`Orders`
  const byStatus = stats.byStatus.map((row) => ({
    name: statusLabel(row.status),
    value: row.orders,
    color: STATUS_COLORS[row.status] ?? 'gray.5',
  }))
  const byShop = stats.byShop.slice(0, 10)
  const empty = <Text c="dimmed" size="sm">{t`No orders in this period`}</Text>
  return (
    <Stack gap="md">
      <ChartCard title={t`By day`}>
        <AreaChart
          label={t`By day`}
          height={260}
          format={format}
          labels={stats.byDay.map((row) => row.date.slice(5))}
          series={[
            { name: sales, color: 'brand.6', values: stats.byDay.map((row) => toMajor(row.amount)) },
            { name: orders, color: 'blue.6', values: stats.byDay.map((row) => row.orders), axis: 'right' },
          ]}
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartCard title={t`By channel`}>
          {stats.byChannel.length === 0 ? (
            empty
          ) : (
            <BarChart
              label={t`By channel`}
              // Lying bars: every channel's name stays readable, on a phone too.
              orientation="bars"
              nameWidth={130}
              height={Math.max(200, stats.byChannel.length * 30)}
              format={format}
              name={sales}
              color="brand.6"
              data={stats.byChannel.map((row) => ({ label: channelLabel(row.channel), value: toMajor(row.amount) }))}
            />
          )}
        </ChartCard>
        <ChartCard title={t`By status`}>
          {byStatus.length === 0 ? (
            empty
          ) : (
            <DonutChart label={t`By status`} height={260} format={format} data={byStatus} centerLabel={orders} />
          )}
        </ChartCard>
      </SimpleGrid>
      <ChartCard title={t`Top shops`}>
        {byShop.length === 0 ? (
          empty
        ) : (
          <BarChart
            label={t`Top shops`}
            orientation="bars"
            height={Math.max(200, byShop.length * 34)}
            format={format}
            name={sales}
            color="brand.6"
            nameWidth={160}
            data={byShop.map((row) => ({ label: row.shopName, value: toMajor(row.amount) }))}
          />
        )}
      </ChartCard>
    </Stack>
  )
}
