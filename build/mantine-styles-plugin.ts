// Mantine's stylesheet in two parts (issues 17 and 21): the first screens' part, which every page
// applies before its first render (src/main.tsx), and the rest, which arrives with the code that
// draws it. Until session 19 every page waited for all of @mantine/core/styles.css (≈ 36 KiB gzip),
// and on a phone's shared link those bytes delayed every first screen.
//
// - `virtual:mantine-styles/first-screen.css`: the baseline, the theme's variables, the global
//   classes and the stylesheets of FIRST_SCREEN_COMPONENTS.
// - `virtual:mantine-styles/floating.css`: what the floating parts (src/components/floating: menus,
//   selects, popovers, tooltips, drawers, dialogs) add, which a signed-in page loads once idle.
// - `virtual:mantine-styles/rest.css`: every other component's stylesheet.
// This plugin imports the floating part and the rest into every module of ours that uses a
// component with stylesheets in them (or a library drawn with Mantine's components: dates,
// notifications, spotlight, the data table), so each is in the chunk of that module or one the
// chunk imports, and Vite applies a lazy chunk's stylesheets before its import resolves. A component
// that a first screen starts to use is never unstyled: its module brings the part with it (costing
// the bytes, not the style).
//
// Order: each part keeps styles.css's order, and the parts come first, floating, rest (index.html
// links the first; src/app/mantine-styles-order.ts puts the others in place as they arrive). That
// is styles.css's order for any two stylesheets that style the same element: a component's
// stylesheet comes after those of the components it composes, and each part holds everything its
// components compose that no part before it holds.
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { BASE_STYLES, mantineStyleOrder, readStyle, stylesPerExport } from './mantine-styles'

/**
 * The components the first screens draw before anything is pressed: the shell (layout, header, tab
 * bar, side menu, the floating parts' stand-ins), the sign-in page, the workplace, the order list
 * on a phone (cards) and the design editor's model chooser. Their stylesheets are render-blocking
 * on every page, so a name belongs here only if such a screen draws it at once.
 */
export const FIRST_SCREEN_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Avatar',
  'Badge',
  'Breadcrumbs',
  'Burger',
  'Button',
  'Card',
  'Center',
  'Checkbox',
  'CloseButton',
  // The bell's notice panel (loaded once idle): with it there, the panel needs no other part.
  'Divider',
  'Group',
  'Indicator',
  'Input',
  'Loader',
  'NavLink',
  'OverflowList',
  'Pagination',
  'Paper',
  'PasswordInput',
  'Progress',
  'SimpleGrid',
  'Skeleton',
  'Stack',
  'Tabs',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'UnstyledButton',
]

/** What src/components/floating/floating-parts.ts loads once a page is idle. */
export const FLOATING_COMPONENTS = ['Drawer', 'Menu', 'Modal', 'Popover', 'Select', 'Tooltip']

export const FIRST_SCREEN_STYLES_ID = 'virtual:mantine-styles/first-screen.css'
export const FLOATING_STYLES_ID = 'virtual:mantine-styles/floating.css'
export const REST_STYLES_ID = 'virtual:mantine-styles/rest.css'
/** How the later parts' module ids end (build/first-screen-chunks.ts gives each a chunk of its own). */
export const MANTINE_LATER_STYLES_FILES: Record<string, string> = {
  '/.mantine-styles/floating.css': 'mantine-floating',
  '/.mantine-styles/rest.css': 'mantine-rest',
}
/** Libraries that draw with Mantine's components: a module that uses one needs the rest too. */
const DRAWN_WITH_MANTINE = ['@mantine/dates', '@mantine/notifications', '@mantine/spotlight', 'mantine-datatable']
/** What such a library exports that draws nothing itself: its hooks and providers (DatesProvider). */
const DRAWS_NOTHING = /^use[A-Z]|Provider$/

/** `import { A, type B, C as D } from '@mantine/core'` and `export { … } from …`; not `import type`. */
const NAMED_FROM = /\b(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g

export interface MantineStyleParts {
  /** styles.css's stylesheets of the first part, in order. */
  firstScreen: string[]
  /** Those the floating parts add, in order. */
  floating: string[]
  /** The other stylesheets, in order. */
  rest: string[]
  /** The later parts a module's source needs, in their order ('floating', 'rest'). */
  partsFor: (source: string) => ('floating' | 'rest')[]
}

/** Splits the installed Mantine's stylesheets by FIRST_SCREEN_COMPONENTS and FLOATING_COMPONENTS. */
export function mantineStyleParts(
  components = FIRST_SCREEN_COMPONENTS,
  floatingComponents = FLOATING_COMPONENTS,
): MantineStyleParts {
  const perExport = stylesPerExport()
  const stylesOf = (names: string[], into: Set<string>) => {
    for (const name of names) {
      const styles = perExport.get(name)
      if (!styles) throw new Error(`mantine-styles: @mantine/core exports no ${name}`)
      for (const style of styles) into.add(style)
    }
    return into
  }
  const first = stylesOf(components, new Set(BASE_STYLES))
  const floating = new Set([...stylesOf(floatingComponents, new Set())].filter((style) => !first.has(style)))
  const order = mantineStyleOrder()
  const partsFor = (source: string) => {
    let needsFloating = false
    let needsRest = false
    for (const [, typeOnly, names = '', from = ''] of source.matchAll(NAMED_FROM)) {
      if (typeOnly) continue
      if (DRAWN_WITH_MANTINE.includes(from)) {
        // `import { type X } from 'mantine-datatable'` brings none of its components.
        if (values(names).some((name) => !DRAWS_NOTHING.test(name))) needsFloating = needsRest = true
        continue
      }
      if (from !== '@mantine/core') continue
      for (const name of values(names)) {
        // A name @mantine/core does not export as a value is a type (verbatimModuleSyntax is off).
        for (const style of perExport.get(name) ?? []) {
          if (floating.has(style)) needsFloating = true
          else if (!first.has(style)) needsRest = true
        }
      }
    }
    const parts: ('floating' | 'rest')[] = []
    if (needsFloating) parts.push('floating')
    if (needsRest) parts.push('rest')
    return parts
  }
  return {
    firstScreen: order.filter((name) => first.has(name)),
    floating: order.filter((name) => floating.has(name)),
    rest: order.filter((name) => !first.has(name) && !floating.has(name)),
    partsFor,
  }
}

/** The imported names of a `{ … }` list, without inline `type` ones. */
function values(names: string): string[] {
  return names
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? part)
}

const SOURCE = /\/src\/.*\.[jt]sx?$/

export function mantineStyles(): Plugin {
  let parts: MantineStyleParts
  let root = process.cwd()
  // Ids with a .css ending, so that Vite's CSS plugins take what load() returns as a stylesheet.
  const fileOf = (id: string) => join(root, '.mantine-styles', id.slice('virtual:mantine-styles/'.length))
  return {
    name: 'mantine-styles',
    // Not 'pre': after the TypeScript transform, which drops type-only imports, and after the
    // router's code splitting (itself 'pre'), so a route's component imports count in its lazy
    // chunk, not in the route table the boot chunk holds.
    configResolved(config) {
      root = config.root
      parts = mantineStyleParts()
    },
    resolveId(id) {
      if (id === FIRST_SCREEN_STYLES_ID || id === FLOATING_STYLES_ID || id === REST_STYLES_ID) return fileOf(id)
    },
    load(id) {
      if (id === fileOf(FIRST_SCREEN_STYLES_ID)) return parts.firstScreen.map(readStyle).join('\n')
      if (id === fileOf(FLOATING_STYLES_ID)) return parts.floating.map(readStyle).join('\n')
      if (id === fileOf(REST_STYLES_ID)) return parts.rest.map(readStyle).join('\n')
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (file.includes('/node_modules/') || !SOURCE.test(file)) return
      const needed = parts.partsFor(code)
      if (needed.length === 0) return
      const ids = { floating: FLOATING_STYLES_ID, rest: REST_STYLES_ID }
      // First, so that a library's own stylesheet imported below (dates, spotlight) comes after
      // them; on the first line, so that the lines of the source map stay right.
      return { code: `${needed.map((part) => `import '${ids[part]}';`).join('')}${code}`, map: null }
    },
  }
}
