// /sale/statistics: a period (a preset or a custom range, in the URL), its headline figures
// against the period before, and the charts by day, channel, shop and status.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Button, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { lazy, Suspense } from 'react'
import { DateRangeFilter } from '../../../components/list-page/date-range-filter'
import { PageHeader } from '../../../components/list-page/page-header'
import { errorMessage } from '../../../lib/error-message'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { useStatistics } from '../api/get-statistics'
import { formatCount, formatPercent } from '../format'
import { headlineFigures } from '../statistics-figures'
import { PERIOD_PRESETS, type StatisticsSearch, statisticsRange } from '../statistics-period'
import { FigureCard } from './figure-card'

const StatisticsCharts = lazy(() => import('./statistics-charts'))

export interface StatisticsScreenProps {
  search: StatisticsSearch
  onSearchChange: (search: StatisticsSearch) => void
  statusLabel: (value: string) => string
}

const CUSTOM = 'custom'

export function StatisticsScreen({ search, onSearchChange, statusLabel }: StatisticsScreenProps) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const { from, to } = statisticsRange(search)
  const query = useStatistics(from, to)
  const stats = query.data
  const preset = search.from ? CUSTOM : String(search.days ?? 30)
  const money = (minor: number) => formatMoney(minor, 'CNY', locale)
  const figures = stats ? headlineFigures(stats) : null

  return (
    <Stack gap="md">
      <PageHeader title={t`Sales statistics`} />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t`Period`}
          value={preset}
          onChange={(value) => {
            if (value === CUSTOM) onSearchChange({ from, to })
            else onSearchChange({ days: Number(value) })
          }}
          data={[
            ...PERIOD_PRESETS.map((days) => ({ value: String(days), label: t`${days} days` })),
            { value: CUSTOM, label: t`Custom` },
          ]}
        />
        {preset === CUSTOM && (
          <DateRangeFilter
            label={t`Period`}
            from={from}
            to={to}
            clearable={false}
            onChange={(start, end) => start && end && onSearchChange({ from: start, to: end })}
          />
        )}
        <Text size="sm" c="dimmed" data-testid="statistics-period">
          {from} – {to}
          {stats ? (
            <>
              {' · '}
              <Trans>
                compared with {stats.previous.from} – {stats.previous.to}
              </Trans>
            </>
          ) : null}
        </Text>
      </Group>
      {query.isError && !stats ? (
        <Alert color="red" title={t`The statistics could not be loaded`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(query.error)}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              <Trans>Retry</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md" style={{ opacity: query.isFetching && stats ? 0.6 : 1 }}>
        {figures ? (
          <>
            <FigureCard
              testId="figure-orders"
              label={t`Orders`}
              value={formatCount(figures.orders.value, locale)}
              change={figures.orders.change}
              previous={formatCount(figures.orders.previous, locale)}
              locale={locale}
            />
            <FigureCard
              testId="figure-sales"
              label={t`Sales`}
              value={money(figures.amount.value)}
              change={figures.amount.change}
              previous={money(figures.amount.previous)}
              locale={locale}
            />
            <FigureCard
              testId="figure-average"
              label={t`Average order value`}
              value={money(figures.averageOrder.value)}
              change={figures.averageOrder.change}
              previous={money(figures.averageOrder.previous)}
              locale={locale}
            />
            <FigureCard
              testId="figure-refund-rate"
              label={t`Refund rate`}
              value={formatPercent(figures.refundRate.value, locale)}
              change={figures.refundRate.change}
              previous={formatPercent(figures.refundRate.previous, locale)}
              locale={locale}
              lowerIsBetter
            />
          </>
        ) : (
          [1, 2, 3, 4].map((n) => <Skeleton key={n} h={110} radius="md" />)
        )}
      </SimpleGrid>
      {stats ? (
        <Suspense fallback={<Skeleton h={320} radius="md" />}>
          <StatisticsCharts stats={stats} statusLabel={statusLabel} />
        </Suspense>
      ) : (
        !query.isError && <Skeleton h={320} radius="md" />
      )}
    </Stack>
  )
}
