// The ship-by countdown of an order waiting to ship (hh:mm:ss); overdue orders say so.
import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { Countdown, useCountdown } from '../../../components/countdown'
import { SALE_ORDER_STATUS } from '../../../contract/config-values'

export function ShipBy({ status, shipBy }: { status: string; shipBy: string | null }) {
  const until = shipBy ? Date.parse(shipBy) : null
  const left = useCountdown(status === SALE_ORDER_STATUS.toShip ? until : null)
  if (status !== SALE_ORDER_STATUS.toShip || until == null) return null
  if (left <= 0) {
    return (
      <Text span size="sm" c="red" fw={600}>
        <Trans>Overdue</Trans>
      </Text>
    )
  }
  return (
    <Text span size="sm" c={left < 6 * 3_600_000 ? 'red' : undefined}>
      <Countdown until={until} />
    </Text>
  )
}
