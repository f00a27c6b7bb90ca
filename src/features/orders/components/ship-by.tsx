// The ship-by countdown of an order waiting to ship (hh:mm:ss); overdue orders say so.
import { Trans } from '@lingui/react/macro'
import { Text } from '@mantine/core'
import { Countdown, useTimeBand } from '../../../components/countdown'
import { SALE_ORDER_STATUS } from '../../../contract/config-values'

/** Under six hours left, the time shows in red. */
const SOON_MS = 6 * 3_600_000
/** The bands ShipBy tells apart: 2 overdue, 1 soon, 0 later. */
const BANDS = [SOON_MS, 0]

export function ShipBy({ status, shipBy }: { status: string; shipBy: string | null }) {
  const until = shipBy ? Date.parse(shipBy) : null
  // The band, not the seconds: the card renders again when it turns red or overdue; the digits
  // inside (Countdown) tick on their own.
  const band = useTimeBand(status === SALE_ORDER_STATUS.toShip ? until : null, BANDS)
  if (status !== SALE_ORDER_STATUS.toShip || until == null) return null
  if (band === 2) {
    return (
      <Text span size="sm" c="red" fw={600}>
        <Trans>Overdue</Trans>
      </Text>
    )
  }
  return (
    <Text span size="sm" c={band === 1 ? 'red' : undefined}>
      <Countdown until={until} />
    </Text>
  )
}
