// The header's shopping-cart shortcut (SPEC.md §1), shown to users who may open the cart.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, Tooltip } from '@mantine/core'
import { IconShoppingCart } from '@tabler/icons-react'
import { useSession } from '../../features/auth/session'
import { openableMatch } from '../access'
import { AppLink } from './app-link'

const CART_PATH = '/sale/cart'

export function CartShortcut() {
  const { t } = useLingui()
  const { permissions } = useSession()
  if (!openableMatch(CART_PATH, permissions)) return null
  return (
    <Tooltip label={t`Cart`}>
      <ActionIcon component={AppLink} to={CART_PATH} size="lg" aria-label={t`Cart`}>
        <IconShoppingCart size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  )
}
