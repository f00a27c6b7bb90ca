// The workplace's figures: today's orders and sales against yesterday, orders waiting to ship
// (overdue ones called out) and refunds waiting — each a way into the list it counts.
import { Trans, useLingui } from '@lingui/react/macro'
import { Alert, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { SALE_ORDER_STATUS, SALE_REFUND_STATUS } from '../../../contract/config-values'
import { errorMessage } from '../../../lib/error-message'
import { useFirstContentShown } from '../../../lib/first-content'
import { useLocale } from '../../../lib/i18n'
import { formatMoney } from '../../../lib/money'
import { numberFormat } from '../../../lib/number-format'
import type { LinkComponent } from '../../../lib/shortcut-types'
import { useWorkplaceSummary } from '../api/get-workplace-summary'
import { type DayComparison, localDay, workplaceTiles } from '../workplace-figures'
import classes from './shortcut-groups.module.css'

const number = (value: number, locale: string) => numberFormat(locale).format(value)

function Change({ comparison, locale }: { comparison: DayComparison; locale: string }) {
  const { t } = useLingui()
  if (comparison.change == null) return null
  const up = comparison.change > 0
  const text = numberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: 0,
    signDisplay: 'exceptZero',
  }).format(comparison.change)
  return (
    <Badge
      variant="light"
      title={t`Against yesterday up to this time`}
      color={comparison.change === 0 ? 'gray' : up ? 'teal' : 'red'}
      leftSection={
        comparison.change === 0 ? null : up ? <IconArrowUpRight size={12} /> : <IconArrowDownRight size={12} />
      }
    >
      {text}
    </Badge>
  )
}

function Tile(props: {
  label: ReactNode
  value: ReactNode
  footer?: ReactNode
  to?: string
  urgent?: boolean
  testId: string
  LinkComponent: LinkComponent
}) {
  const body = (
    <Paper withBorder radius="md" p="md" h="100%" data-testid={props.testId} className={classes.card}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} c={props.urgent ? 'orange.7' : undefined}>
          {props.value}
        </Text>
        {props.footer}
      </Stack>
    </Paper>
  )
  if (!props.to) return body
  return (
    <props.LinkComponent to={props.to} className={classes.tileLink}>
      {body}
    </props.LinkComponent>
  )
}

export function WorkplaceFigures({ LinkComponent, enabled }: { LinkComponent: LinkComponent; enabled: boolean }) {
  const { t } = useLingui()
  const { locale } = useLocale()
  const query = useWorkplaceSummary(enabled)
  // The figures (or their error) are the workplace's content; without them, the greeting above.
  useFirstContentShown(!enabled || query.data !== undefined || query.isError)
  if (!enabled) return null
  if (query.isError && !query.data) return <Alert color="red">{errorMessage(query.error)}</Alert>
  if (!query.data) {
    return (
      <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} h={104} radius="md" />
        ))}
      </SimpleGrid>
    )
  }
  const tiles = workplaceTiles(query.data)
  const today = localDay(new Date(query.data.at))
  const money = (minor: number) => formatMoney(minor, query.data.currency, locale)
  if (!tiles.todayOrders && !tiles.refunds) return null
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing="md">
      {tiles.todayOrders && (
        <Tile
          testId="workplace-today-orders"
          LinkComponent={LinkComponent}
          to={`/sale/order?createdFrom=${today}&createdTo=${today}`}
          label={<Trans>Orders today</Trans>}
          value={number(tiles.todayOrders.value, locale)}
          footer={
            <Group gap={6}>
              <Change comparison={tiles.todayOrders} locale={locale} />
              <Text size="xs" c="dimmed">
                <Trans>yesterday {number(tiles.todayOrders.yesterday, locale)}</Trans>
              </Text>
            </Group>
          }
        />
      )}
      {tiles.todaySales && (
        <Tile
          testId="workplace-today-sales"
          LinkComponent={LinkComponent}
          to={`/sale/statistics?days=7`}
          label={<Trans>Sales today</Trans>}
          value={money(tiles.todaySales.value)}
          footer={
            <Group gap={6}>
              <Change comparison={tiles.todaySales} locale={locale} />
              <Text size="xs" c="dimmed">
                <Trans>yesterday {money(tiles.todaySales.yesterday)}</Trans>
              </Text>
            </Group>
          }
        />
      )}
      {tiles.toShip && (
        <Tile
          testId="workplace-to-ship"
          LinkComponent={LinkComponent}
          to={`/sale/order?status=${SALE_ORDER_STATUS.toShip}&sortField=shipBy&sortOrder=ascend`}
          urgent={tiles.toShip.urgent}
          label={<Trans>Waiting to ship</Trans>}
          value={number(tiles.toShip.count, locale)}
          footer={
            <Text size="xs" c={tiles.toShip.overdue > 0 ? 'red.7' : 'dimmed'} fw={tiles.toShip.overdue > 0 ? 600 : 400}>
              {t`${number(tiles.toShip.overdue, locale)} past ship-by`}
            </Text>
          }
        />
      )}
      {tiles.refunds && (
        <Tile
          testId="workplace-refunds"
          LinkComponent={LinkComponent}
          to={`/sale/refund?status=${SALE_REFUND_STATUS.pending}`}
          urgent={tiles.refunds.urgent}
          label={<Trans>Refunds waiting</Trans>}
          value={number(tiles.refunds.pending, locale)}
          footer={
            <Text size="xs" c="dimmed">
              <Trans>waiting for your decision</Trans>
            </Text>
          }
        />
      )}
    </SimpleGrid>
  )
}
