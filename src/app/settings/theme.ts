// Owns the Mantine theme derived from the view settings: primary palette, breakpoints, console density.
import { createTheme, type MantineThemeOverride } from '@mantine/core'
import {
  BREAKPOINT_DESKTOP_PX,
  BREAKPOINT_TABLET_PX,
  BREAKPOINT_WIDE_PX,
  type ViewSettings,
} from '../../contract/constants'
import { BASE_SHADE, generatePalette } from './palette'

const em = (px: number) => `${px / 16}em`

/** What the shell tells the pages through `theme.other`. */
export interface ShellLayout {
  /** The side rail of narrower desktops is expanded (256 px instead of 80 px). */
  sideRailOpen: boolean
}

export function createAppTheme(settings: Pick<ViewSettings, 'color'>, shell?: ShellLayout): MantineThemeOverride {
  return createTheme({
    other: {
      // When a page's content is desktop-wide (tables show every column): 1200 px and up, but
      // 1440 px while the expanded rail of 1024–1439 px takes 256 px of it (src/app/layout).
      wideContentQuery: `(min-width: ${em(shell?.sideRailOpen ? BREAKPOINT_WIDE_PX : BREAKPOINT_DESKTOP_PX)})`,
    },
    primaryColor: 'brand',
    // The chosen colour itself is shade 5 of the generated palette, in both colour schemes.
    primaryShade: { light: BASE_SHADE, dark: BASE_SHADE },
    colors: { brand: generatePalette(settings.color) },
    // Dark text on light theme colours (sunset orange) keeps buttons readable.
    autoContrast: true,
    // SPEC.md §9: mobile < 576 px (below xs), tablet 576–1199 px, desktop ≥ 1200 px (lg and up).
    breakpoints: {
      xs: em(BREAKPOINT_TABLET_PX),
      sm: em(768),
      md: em(992),
      lg: em(BREAKPOINT_DESKTOP_PX),
      xl: em(1600),
    },
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Helvetica, Arial, sans-serif",
    defaultRadius: 'sm',
    cursorType: 'pointer',
    // Whoever asked their system to reduce motion (vestibular disorders, WCAG 2.3.3) gets the
    // dialogs, drawers, menus and collapses without their animation. The end-to-end tests browse
    // that way too (playwright.config.ts): a press landing on a dialog still sliding in missed its
    // button on a loaded machine.
    respectReducedMotion: true,
    components: {
      // Console density: controls default to the compact size a back office needs.
      Button: { defaultProps: { size: 'sm' } },
      ActionIcon: { defaultProps: { variant: 'subtle', color: 'gray' } },
      Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
      Menu: { defaultProps: { shadow: 'md', withinPortal: true } },
      // Every Select, MultiSelect, Autocomplete and TagsInput list. Mantine keeps a closed list
      // mounted under `display: none` and positions it there at width 0, so it opens for one frame
      // at that stale spot: centred on its field at the field's full width, half of it past the
      // right edge. Absolutely positioned, that widens the document, and a phone browser (390 px)
      // answers by dropping the page's scroll to the top; the field below the fold is then off
      // screen and the list hides with it (Mantine #8520). Fixed positioning takes the list out of
      // the document's size, so the page stays where it is — in drawers and modals as well.
      Combobox: { defaultProps: { floatingStrategy: 'fixed' } },
      // A badge is a status or a name: cut to "已.." or "PENDING SHI…" it says nothing. It keeps its
      // whole text and does not shrink in a row; the table column or the row around it makes room.
      Badge: {
        styles: {
          root: { flexShrink: 0, overflow: 'visible', maxWidth: 'none' },
          label: { overflow: 'visible', textOverflow: 'clip' },
        },
      },
    },
  })
}
