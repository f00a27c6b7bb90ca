// The analysis bar chart of GET /analysis/month-bar, sales or orders per month. Loaded lazily.
import { useLingui } from '@lingui/react/macro'
import type { MonthBar } from '../../../contract/reports'
import { useLocale } from '../../../lib/i18n'
import { chartNumber, toMajor } from '../statistics-figures'
import { BarChart } from './charts/bar-chart'

export default function MonthBarChart({ bar, metric }: { bar: MonthBar; metric: 'amount' | 'orders' }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const name = metric === 'amount' ? t`Sales (¥)` : t`Orders`
  return (
    <BarChart
      label={t`Per month`}
      name={name}
      color={metric === 'amount' ? 'brand.6' : 'blue.6'}
      format={chartNumber(locale)}
      height={300}
      data={bar.months.map((row) => ({
        label: row.month,
        value: metric === 'amount' ? toMajor(row.amount) : row.orders,
      }))}
      // 2026-05 reads 26-05 on the axis.
      tickFormat={(month) => month.slice(2)}
    />
  )
}
