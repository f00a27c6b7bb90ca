// The header's shopping-cart shortcut (SPEC.md §1), shown to users who may open the cart.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Indicator } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { openableMatch } from '../../../app/access'
import { AppLink } from '../../../app/layout/app-link'
import { Tooltip } from '../../../components/floating/deferred'
import { useSession } from '../../../lib/session/session'
import { useCartCount } from '../api/get-cart'

const CART_PATH = '/sale/cart'

export function CartShortcut() {
  const { t } = useLingui()
  const { permissions, hasPermission } = useSession()
  const openable = Boolean(openableMatch(CART_PATH, permissions))
  // The number of lines waiting in the purchase cart (issue 5), for those who may purchase.
  const count = useCartCount(openable && hasPermission('purchase_list.query')).data ?? 0
  if (!openable) return null
  const label = count > 0 ? t`Cart (${count})` : t`Cart`
  return (
    <Tooltip label={label}>
      <Indicator label={count} size={16} disabled={count === 0} offset={4}>
        <ActionIcon component={AppLink} to={CART_PATH} size="lg" aria-label={label}>
          <IconShoppingCart size={20} stroke={1.6} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  )
}
