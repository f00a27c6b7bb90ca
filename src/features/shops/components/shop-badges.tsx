// The shop's state (SPEC.md §4) and the 'no orders for 25 days' label (SPEC.md §9).
import { useLingui as useRuntimeLingui } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Badge, Group } from '@mantine/core'
import { SHOP_IDLE_DAYS } from '../../../contract/constants'
import type { ShopRowView } from '../../../contract/shops'
import { SHOP_STATUS_LABELS } from '../labels'

export function ShopBadges({ shop }: { shop: ShopRowView }) {
  const { i18n } = useRuntimeLingui()
  return (
    <Group gap={6}>
      <Badge color={shop.status === 'enabled' ? 'green' : 'gray'} variant="light">
        {i18n._(SHOP_STATUS_LABELS[shop.status])}
      </Badge>
      {shop.idle ? (
        <Badge color="orange" variant="outline">
          <Trans>No orders for {SHOP_IDLE_DAYS} days</Trans>
        </Badge>
      ) : null}
    </Group>
  )
}
