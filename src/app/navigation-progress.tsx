// A thin bar along the top of the window while a navigation is loading (its guard, data or code)
// for longer than a moment, so a slow connection never looks like a page that ignored the click.
import { useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

/** Below this a navigation feels instant and a bar would only flicker. */
const SHOW_AFTER_MS = 200

export function NavigationProgress() {
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (!loading) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading])
  if (!shown) return null
  return (
    <div
      role="progressbar"
      aria-label="Loading"
      aria-busy="true"
      data-testid="navigation-progress"
      style={{
        position: 'fixed',
        insetInline: 0,
        top: 0,
        height: 3,
        zIndex: 1000,
        overflow: 'hidden',
        background: 'var(--mantine-primary-color-light)',
      }}
    >
      <div
        style={{
          height: '100%',
          width: '40%',
          background: 'var(--mantine-primary-color-filled)',
          animation: 'navigation-progress 1.1s ease-in-out infinite',
        }}
      />
      <style>
        {'@keyframes navigation-progress { from { transform: translateX(-100%) } to { transform: translateX(250%) } }'}
      </style>
    </div>
  )
}
