// /dashboard/analysis: headline figures of the last 12 months, the month bars of
// GET /analysis/month-bar and the tag cloud of the best-selling goods.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { PageHeader } from '../../../components/list-page/page-header'
import { errorMessage } from '../../../lib/error-message'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { useGoodsCloud, useMonthBar } from '../api/get-analysis'
import { formatCount } from '../format'
import { monthFigures } from '../month-figures'
import { FigureCard } from './figure-card'

const MonthBarChart = lazy(() => import('./month-bar-chart'))
const TagCloud = lazy(() => import('./tag-cloud'))

const MONTHS = 12
const CLOUD_DAYS = 90

export function AnalysisScreen() {
  const { t } = useLingui()
  const { locale } = useLocale()
  const bar = useMonthBar(MONTHS)
  const goods = useGoodsCloud(CLOUD_DAYS)
  const [metric, setMetric] = useState<'amount' | 'orders'>('amount')
  const money = (minor: number) => formatMoney(minor, 'CNY', locale)
  const figures = bar.data ? monthFigures(bar.data) : null

  return (
    <Stack gap="md">
      <PageHeader title={t`Analysis`} />
      {bar.isError && <Alert color="red">{errorMessage(bar.error)}</Alert>}
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
        {figures ? (
          <>
            <FigureCard
              testId="analysis-month-sales"
              label={t`Sales this month`}
              value={money(figures.thisMonth.amount.value)}
              change={figures.thisMonth.amount.change}
              previous={money(figures.thisMonth.amount.previous)}
              locale={locale}
            />
            <FigureCard
              label={t`Orders this month`}
              value={formatCount(figures.thisMonth.orders.value, locale)}
              change={figures.thisMonth.orders.change}
              previous={formatCount(figures.thisMonth.orders.previous, locale)}
              locale={locale}
            />
            <FigureCard label={t`Sales, last 12 months`} value={money(figures.total.amount)} locale={locale} />
            <FigureCard label={t`Average order value, 12 months`} value={money(figures.averageOrder)} locale={locale} />
          </>
        ) : (
          [1, 2, 3, 4].map((n) => <Skeleton key={n} h={110} radius="md" />)
        )}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={4} fz="md">
              <Trans>Per month</Trans>
            </Title>
            <SegmentedControl
              size="xs"
              value={metric}
              onChange={(value) => setMetric(value as 'amount' | 'orders')}
              data={[
                { value: 'amount', label: t`Sales` },
                { value: 'orders', label: t`Orders` },
              ]}
            />
          </Group>
          {bar.data ? (
            <Suspense fallback={<Skeleton h={300} />}>
              <MonthBarChart bar={bar.data} metric={metric} />
            </Suspense>
          ) : (
            <Skeleton h={300} />
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={4} fz="md">
            <Trans>Best-selling goods, last {CLOUD_DAYS} days</Trans>
          </Title>
          {goods.isError ? (
            <Alert color="red">{errorMessage(goods.error)}</Alert>
          ) : !goods.data ? (
            <Skeleton h={300} />
          ) : goods.data.words.length === 0 ? (
            <Text c="dimmed" size="sm">
              <Trans>No goods sold in this period</Trans>
            </Text>
          ) : (
            <Suspense fallback={<Skeleton h={300} />}>
              <TagCloud words={goods.data.words} label={t`Best-selling goods`} />
            </Suspense>
          )}
        </Stack>
      </Paper>
    </Stack>
  )
}
