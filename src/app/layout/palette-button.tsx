// The header's way into the command palette: a search button, and Ctrl+K (⌘K) before the palette
// has loaded. The palette itself is a lazy chunk; once mounted it answers the shortcut itself.
import { useLingui } from '@lingui/react/macro'
import { ActionIcon } from '@mantine/core'
import { useHotkeys } from '@mantine/hooks'
import { IconSearch } from '@tabler/icons-react'
import { lazy, Suspense, useState } from 'react'
import { Tooltip } from '../../components/floating/deferred'

const CommandPalette = lazy(() => import('./command-palette'))

export function PaletteButton() {
  const { t } = useLingui()
  const [loaded, setLoaded] = useState(false)
  const open = () => {
    if (loaded) void import('./command-palette').then(({ palette }) => palette.open())
    else setLoaded(true)
  }
  // Before the palette is mounted nothing else listens for the shortcut; after, it toggles itself.
  useHotkeys([['mod+K', () => !loaded && setLoaded(true)]], [])
  const label = t`Go to a page (Ctrl+K)`
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon size="lg" aria-label={label} onClick={open}>
          <IconSearch size={18} />
        </ActionIcon>
      </Tooltip>
      {loaded ? (
        <Suspense fallback={null}>
          <CommandPalette />
        </Suspense>
      ) : null}
    </>
  )
}
