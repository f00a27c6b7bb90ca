// Mantine's stylesheet in two parts (issues 17 and 21): the first screens' part, which every page
// applies before its first render (src/main.tsx), and the rest, which arrives with the code that
// draws it. Until session 19 every page waited for all of @mantine/core/styles.css (≈ 36 KiB gzip),
// and on a phone's shared link those bytes delayed every first screen.
//
// - `virtual:mantine-styles/first-screen.css`: the baseline, the theme's variables, the global
//   classes and the stylesheets of FIRST_SCREEN_COMPONENTS.
// - `virtual:mantine-styles/rest.css`: every other component's stylesheet. This plugin imports it
//   into every module of ours that uses a component whose stylesheets are not all in the first part
//   (or a library drawn with Mantine's components: dates, notifications, spotlight, the data table),
//   so it is in the chunk of that module or one the chunk imports, and Vite applies a lazy chunk's
//   stylesheets before its import resolves. A component that a first screen starts to use is never
//   unstyled: its module brings the rest with it (costing the bytes, not the style).
//
// Order: each part keeps styles.css's order, and the rest always comes after the first part (the
// first part is linked by index.html, the rest added later). That is styles.css's order for any
// two stylesheets that style the same element: a component's stylesheet comes after those of the
// components it composes, and the first part holds everything its components compose.
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

export const FIRST_SCREEN_STYLES_ID = 'virtual:mantine-styles/first-screen.css'
export const REST_STYLES_ID = 'virtual:mantine-styles/rest.css'
/** How the rest's module id ends (build/first-screen-chunks.ts gives it a chunk of its own). */
export const MANTINE_REST_STYLES_FILE = '/.mantine-styles/rest.css'
/** Libraries that draw with Mantine's components: a module that uses one needs the rest too. */
const DRAWN_WITH_MANTINE = ['@mantine/dates', '@mantine/notifications', '@mantine/spotlight', 'mantine-datatable']
/** What such a library exports that draws nothing itself: its hooks and providers (DatesProvider). */
const DRAWS_NOTHING = /^use[A-Z]|Provider$/

/** `import { A, type B, C as D } from '@mantine/core'` and `export { … } from …`; not `import type`. */
const NAMED_FROM = /\b(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g

export interface MantineStyleParts {
  /** styles.css's stylesheets of the first part, in order. */
  firstScreen: string[]
  /** The other stylesheets, in order. */
  rest: string[]
  /** Whether a module's source uses something whose stylesheets are in the rest. */
  needsRest: (source: string) => boolean
}

/** Splits the installed Mantine's stylesheets by FIRST_SCREEN_COMPONENTS. */
export function mantineStyleParts(components = FIRST_SCREEN_COMPONENTS): MantineStyleParts {
  const perExport = stylesPerExport()
  const first = new Set(BASE_STYLES)
  for (const name of components) {
    const styles = perExport.get(name)
    if (!styles) throw new Error(`mantine-styles: @mantine/core exports no ${name}`)
    for (const style of styles) first.add(style)
  }
  const order = mantineStyleOrder()
  const needsRest = (source: string) => {
    for (const [, typeOnly, names = '', from = ''] of source.matchAll(NAMED_FROM)) {
      if (typeOnly) continue
      if (DRAWN_WITH_MANTINE.includes(from)) {
        // `import { type X } from 'mantine-datatable'` brings none of its components.
        if (values(names).some((name) => !DRAWS_NOTHING.test(name))) return true
        continue
      }
      if (from !== '@mantine/core') continue
      for (const name of values(names)) {
        // A name @mantine/core does not export as a value is a type (verbatimModuleSyntax is off).
        for (const style of perExport.get(name) ?? []) if (!first.has(style)) return true
      }
    }
    return false
  }
  return {
    firstScreen: order.filter((name) => first.has(name)),
    rest: order.filter((name) => !first.has(name)),
    needsRest,
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
      if (id === FIRST_SCREEN_STYLES_ID || id === REST_STYLES_ID) return fileOf(id)
    },
    load(id) {
      if (id === fileOf(FIRST_SCREEN_STYLES_ID)) return parts.firstScreen.map(readStyle).join('\n')
      if (id === fileOf(REST_STYLES_ID)) return parts.rest.map(readStyle).join('\n')
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      if (file.includes('/node_modules/') || !SOURCE.test(file) || !parts.needsRest(code)) return
      // First, so that a library's own stylesheet imported below (dates, spotlight) comes after it;
      // on the first line, so that the lines of the source map stay right.
      return { code: `import '${REST_STYLES_ID}';${code}`, map: null }
    },
  }
}
