// The analysis bar chart of GET /analysis/month-bar, sales or orders per month. Loaded lazily
// with the @mantine/charts CSS.
import '@mantine/charts/styles.css'
import { useLingui } from '@lingui/react/macro'
import { BarChart } from '@mantine/charts'
import type { MonthBar } from '../../../contract/reports'
import { useLocale } from '../../../lib/i18n'
import { chartNumber, toMajor } from '../statistics-figures'

export default function MonthBarChart({ bar, metric }: { bar: MonthBar; metric: 'amount' | 'orders' }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const format = chartNumber(locale)
  const name = metric === 'amount' ? t`Sales (¥)` : t`Orders`
  const data = bar.months.map((row) => ({
    month: row.month,
    [name]: metric === 'amount' ? toMajor(row.amount) : row.orders,
  }))
  return (
    <BarChart
      valueFormatter={format}
      h={300}
      data={data}
      dataKey="month"
      series={[{ name, color: metric === 'amount' ? 'brand.6' : 'blue.6' }]}
      tickLine="y"
      xAxisProps={{ tickFormatter: (value: string) => value.slice(2) }}
    />
  )
}
