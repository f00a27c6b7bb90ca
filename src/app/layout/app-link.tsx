// An anchor for any path of the route table: a real href (new tab, copy link) and in-app navigation
// on a plain click. Table paths are plain strings, so the typed <Link> of the router does not fit.
import { useRouter } from '@tanstack/react-router'
import type { ComponentPropsWithRef, MouseEvent } from 'react'

export interface AppLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  /** Path inside the app (may carry a search), or the URL of an external entry. */
  to: string
  /** Open in a new browser tab (the editors, the monitor). */
  external?: boolean
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

export function AppLink({ to, external, onClick, onMouseEnter, onFocus, ...rest }: AppLinkProps) {
  const router = useRouter()
  if (external) {
    return <a href={to} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest} />
  }
  const preload = () => {
    // Preloading warms the route's chunk; a failure here surfaces again on the real navigation.
    // The href form is resolved by buildLocation at run time; the typings only know `to`.
    router.preloadRoute({ href: to } as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined)
  }
  return (
    <a
      href={`${router.basepath.replace(/\/$/, '')}${to}`}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event)) return
        event.preventDefault()
        void router.navigate({ href: to })
      }}
      onMouseEnter={(event) => {
        onMouseEnter?.(event)
        preload()
      }}
      onFocus={(event) => {
        onFocus?.(event)
        preload()
      }}
      {...rest}
    />
  )
}
