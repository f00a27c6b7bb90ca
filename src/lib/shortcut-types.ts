// Shapes the workplace receives from its route: plain data, so the feature knows nothing of the menu code.
import type { Icon } from '@tabler/icons-react'
import type { ComponentType, ReactNode } from 'react'

export interface ShortcutLink {
  key: string
  title: string
  /** In-app path, or the URL of an entry that opens in a new tab. */
  to: string
  external: boolean
}

export interface ShortcutSection {
  key: string
  /** Title of a nested group (a sales channel); none for the group's own entries. */
  title?: string
  links: ShortcutLink[]
}

export interface ShortcutGroup {
  key: string
  title: string
  icon?: Icon
  sections: ShortcutSection[]
}

/** The app's link component: real hrefs, in-app navigation on a plain click. */
export type LinkComponent = ComponentType<{
  to: string
  external?: boolean
  className?: string
  children?: ReactNode
}>

export interface WorkplaceAccount {
  name: string
  avatar: string
  /** Distributor, manufacturer, supplier or team member, already translated. */
  kind: string
  roleName: string
  tenantId: string
}
