// The command palette: Ctrl+K (⌘K) from anywhere opens a search over every page the user may open
// and goes there on Enter. Loaded on first use, so the first page does not carry it.
import '@mantine/spotlight/styles.css'
import { useLingui } from '@lingui/react/macro'
import { createSpotlight, Spotlight, type SpotlightActionData } from '@mantine/spotlight'
import { IconSearch } from '@tabler/icons-react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useMemo } from 'react'
import { paletteEntries } from './palette-actions'
import { useMenu, useNodeTitle } from './use-menu'

const [store, palette] = createSpotlight()

export { palette }

export default function CommandPalette() {
  const { t } = useLingui()
  const router = useRouter()
  const menu = useMenu()
  const title = useNodeTitle()
  const actions = useMemo<SpotlightActionData[]>(
    () =>
      paletteEntries(menu, title).map((entry) => ({
        id: entry.id,
        label: entry.label,
        description: entry.description,
        // The group names are searched too: "orders" finds every page under Orders.
        keywords: entry.description,
        onClick: () => {
          if (entry.external) window.open(entry.to, '_blank', 'noopener')
          else void router.navigate({ href: entry.to })
        },
      })),
    [menu, title, router],
  )
  // Mounted by the first Ctrl+K or click: open at once, then the palette owns the shortcut.
  useEffect(() => palette.open(), [])
  return (
    <Spotlight
      store={store}
      actions={actions}
      shortcut={['mod + K']}
      limit={12}
      highlightQuery
      scrollable
      maxHeight={420}
      nothingFound={t`No page matches`}
      searchProps={{
        leftSection: <IconSearch size={18} stroke={1.6} />,
        placeholder: t`Go to a page…`,
        'aria-label': t`Go to a page`,
      }}
    />
  )
}
