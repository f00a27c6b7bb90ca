// The signed-in user's menu and the helpers every menu variant shares (active state, titles).
import { useLingui } from '@lingui/react'
import { useRouterState } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { useSession } from '../../lib/session/session'
import { buildMenu } from '../menu'
import { findRoute } from '../route-lookup'
import type { RouteNode } from '../route-node'

export function useMenu(): RouteNode[] {
  const { permissions } = useSession()
  return useMemo(() => buildMenu(permissions), [permissions])
}

export function useCurrentPathname(): string {
  return useRouterState({ select: (state) => state.location.pathname })
}

/** Translates a table title in the active language. */
export function useNodeTitle(): (node: RouteNode) => string {
  const { i18n } = useLingui()
  return useCallback((node: RouteNode) => i18n._(node.title), [i18n])
}

/**
 * Keys of the page on screen and of the groups above it: menus mark these active or open. Hidden
 * pages (an order's detail) still light up their group.
 */
export function useActiveKeys(): ReadonlySet<string> {
  const pathname = useCurrentPathname()
  return useMemo(() => new Set(findRoute(pathname)?.chain.map((node) => node.key)), [pathname])
}

export { linkOf } from './link-of'
