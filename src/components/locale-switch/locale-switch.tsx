// The language switch for the header and the sign-in pages (SPEC.md §1). Its menu (Mantine's Menu:
// floating-ui, popover, focus trap — about 30 KiB gzip) is not needed to paint the sign-in page,
// so the same button shows first and the menu loads when the button is pointed at, touched or
// focused (a click made before it has arrived opens it when it does).
import { lazy, Suspense, useRef, useState } from 'react'
import { loadOnce } from '../../lib/use-loaded'
import { LocaleButton } from './locale-button'

const loadMenu = loadOnce(() => import('./locale-menu'))
const LocaleMenu = lazy(() => loadMenu().then((module) => ({ default: module.LocaleMenu })))

export function LocaleSwitch() {
  const [menu, setMenu] = useState<'none' | 'closed' | 'open'>('none')
  const hadFocus = useRef(false)

  if (menu === 'none') {
    // Once loaded the real menu takes the placeholder's place (closed), ready for the click.
    const prefetch = () =>
      void loadMenu().then(
        () => setMenu((current) => (current === 'none' ? 'closed' : current)),
        // Not loaded (offline without the service worker's copy): the button stays, a click retries.
        () => {},
      )
    return (
      <LocaleButton
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={prefetch}
        onTouchStart={prefetch}
        onFocus={() => {
          hadFocus.current = true
          prefetch()
        }}
        onBlur={() => {
          hadFocus.current = false
        }}
        onClick={() => setMenu('open')}
      />
    )
  }
  return (
    <Suspense fallback={<LocaleButton aria-haspopup="menu" aria-expanded={false} />}>
      {/* Keyboard focus stays on the button when the placeholder is swapped for the real menu. */}
      <LocaleMenu defaultOpened={menu === 'open'} focusOnMount={hadFocus.current} />
    </Suspense>
  )
}
