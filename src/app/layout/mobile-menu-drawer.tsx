// Phones and tablets: the whole menu in a drawer opened by the header's burger.
import { useLingui } from '@lingui/react/macro'
import { Drawer } from '../../components/floating/deferred'
import type { RouteNode } from '../route-node'
import classes from './layout.module.css'
import { Logo } from './logo'
import { MenuTree } from './menu-tree'

interface MobileMenuDrawerProps {
  menu: RouteNode[]
  opened: boolean
  onClose: () => void
  dark: boolean
}

export function MobileMenuDrawer({ menu, opened, onClose, dark }: MobileMenuDrawerProps) {
  const { t } = useLingui()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={288}
      padding={0}
      withCloseButton={false}
      aria-label={t`Menu`}
      classNames={{ content: dark ? classes.darkDrawer : undefined }}
    >
      <div className={classes.drawerLogo}>
        <Logo />
      </div>
      <nav aria-label={t`Menu`} className={dark ? classes.darkMenu : undefined}>
        <MenuTree nodes={menu} dark={dark} onNavigate={onClose} />
      </nav>
    </Drawer>
  )
}
