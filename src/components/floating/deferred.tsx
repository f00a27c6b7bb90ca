// Drop-in stand-ins for Mantine's Menu, Popover, Tooltip, Drawer, Modal and Select (same props, same
// types) that draw without floating-ui: before the parts have loaded (./use-floating-parts.ts) a
// menu or popover shows its target alone, a tooltip its child, a closed drawer or modal nothing,
// a select a read-only field with its current label. A press on a target before then loads the
// parts and opens what was pressed. Screens import these instead of @mantine/core's where they
// are part of a first screen (the signed-in layout, the order list; issue 21).
import {
  type ComboboxItem,
  type ComboboxItemGroup,
  type Drawer as MantineDrawer,
  type Menu as MantineMenu,
  type Modal as MantineModal,
  type Popover as MantinePopover,
  type Select as MantineSelect,
  type Tooltip as MantineTooltip,
  TextInput,
} from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import {
  Children,
  type ComponentType,
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type SyntheticEvent,
  useContext,
  useEffect,
  useState,
} from 'react'
import { type FloatingParts, useFloatingParts, wantFloatingParts } from './use-floating-parts'

type Props = Record<string, unknown> & { children?: ReactNode }

/**
 * The one type boundary of this file: a stand-in takes the same props and statics as the Mantine
 * component it stands in for, so it is typed as that component (and a loaded part as a plain
 * component of props) — where TypeScript cannot see it, once, instead of a double cast at each.
 */
function typedAs<T>(component: unknown): T {
  return component as T
}

/**
 * The parts as a menu's or popover's root has them, for what is drawn inside it: a root and its
 * target, dropdown and items take their parts in the same render (they swap one root at a time,
 * ./use-floating-parts.ts, and a real Popover.Target outside a real Popover throws). Null outside
 * a root.
 */
const RootParts = createContext<FloatingParts | undefined | null>(null)

/** The parts for a part of a menu or popover: its root's, or its own when drawn outside one. */
function usePartsInRoot(): FloatingParts | undefined {
  const fromRoot = useContext(RootParts)
  const own = useFloatingParts(fromRoot === null)
  return fromRoot === null ? own : fromRoot
}

/** A part that exists only inside a loaded menu or popover (its dropdown, items, labels). */
function inner(pick: (parts: FloatingParts) => unknown, name: string) {
  function Inner(props: Props) {
    const parts = usePartsInRoot()
    if (!parts) return null
    const Part = typedAs<ComponentType<Props>>(pick(parts))
    return <Part {...props} />
  }
  Inner.displayName = name
  return Inner
}

/** Opens the menu or popover once the parts are there: a press made before they had loaded. */
const PressedBeforeLoad = createContext<(() => void) | null>(null)

/** The trigger before the parts load: the child itself, which asks for them on hover, focus or press. */
function target(pick: (parts: FloatingParts) => unknown, name: string) {
  function Target({ children, ...props }: Props) {
    const parts = usePartsInRoot()
    const pressed = useContext(PressedBeforeLoad)
    if (parts) {
      const Part = typedAs<ComponentType<Props>>(pick(parts))
      return <Part {...props}>{children}</Part>
    }
    const child = Children.only(children) as ReactElement<Props>
    if (!isValidElement(child)) return child
    const call = (handler: unknown, event: SyntheticEvent) => {
      if (typeof handler === 'function') handler(event)
    }
    return cloneElement(child, {
      onPointerEnter: (event: SyntheticEvent) => {
        call(child.props.onPointerEnter, event)
        wantFloatingParts()
      },
      onFocus: (event: SyntheticEvent) => {
        call(child.props.onFocus, event)
        wantFloatingParts()
      },
      onClick: (event: SyntheticEvent) => {
        call(child.props.onClick, event)
        pressed?.()
        wantFloatingParts()
      },
    })
  }
  Target.displayName = name
  return Target
}

/** The root of a menu or popover: its children alone until the parts load, then the real one. */
function root(pick: (parts: FloatingParts) => unknown, name: string) {
  function Root({ children, ...props }: Props) {
    const parts = useFloatingParts()
    const [pressed, setPressed] = useState(false)
    if (parts) {
      const Part = typedAs<ComponentType<Props>>(pick(parts))
      // Opened by a press made before the parts arrived, unless the screen controls it itself.
      const opened = pressed && props.opened === undefined ? { defaultOpened: true } : {}
      return (
        <Part {...props} {...opened}>
          <RootParts.Provider value={parts}>{children}</RootParts.Provider>
        </Part>
      )
    }
    return (
      <RootParts.Provider value={parts}>
        <PressedBeforeLoad.Provider value={() => setPressed(true)}>{children}</PressedBeforeLoad.Provider>
      </RootParts.Provider>
    )
  }
  Root.displayName = name
  return Root
}

const menu = (parts: FloatingParts) => parts.Menu

const DeferredMenu = Object.assign(root(menu, 'Menu'), {
  Target: target((p) => p.Menu.Target, 'Menu.Target'),
  Dropdown: inner((p) => p.Menu.Dropdown, 'Menu.Dropdown'),
  Item: inner((p) => p.Menu.Item, 'Menu.Item'),
  Label: inner((p) => p.Menu.Label, 'Menu.Label'),
  Divider: inner((p) => p.Menu.Divider, 'Menu.Divider'),
  Sub: Object.assign(
    inner((p) => p.Menu.Sub, 'Menu.Sub'),
    {
      Target: inner((p) => p.Menu.Sub.Target, 'Menu.Sub.Target'),
      Item: inner((p) => p.Menu.Sub.Item, 'Menu.Sub.Item'),
      Dropdown: inner((p) => p.Menu.Sub.Dropdown, 'Menu.Sub.Dropdown'),
    },
  ),
  // A right-click area: before the parts load, the area alone (the browser's own menu answers).
  ContextMenu: (({ children, ...props }: Props) => {
    const parts = usePartsInRoot()
    if (!parts) return <>{children}</>
    const Part = typedAs<ComponentType<Props>>(parts.Menu.ContextMenu)
    return <Part {...props}>{children}</Part>
  }) as ComponentType<Props>,
})
export const Menu = typedAs<typeof MantineMenu>(DeferredMenu)

const DeferredPopover = Object.assign(
  root((p) => p.Popover, 'Popover'),
  {
    Target: target((p) => p.Popover.Target, 'Popover.Target'),
    Dropdown: inner((p) => p.Popover.Dropdown, 'Popover.Dropdown'),
  },
)
export const Popover = typedAs<typeof MantinePopover>(DeferredPopover)

function DeferredTooltip({ children, ...props }: Props) {
  const parts = useFloatingParts()
  if (!parts) return <>{children}</>
  const Part = typedAs<ComponentType<Props>>(parts.Tooltip)
  return <Part {...props}>{children}</Part>
}
export const Tooltip = typedAs<typeof MantineTooltip>(DeferredTooltip)

/** A drawer or modal: nothing while closed and not loaded; opening it before then loads the parts first. */
function overlay(pick: (parts: FloatingParts) => unknown, name: string) {
  function Overlay(props: Props) {
    const parts = useFloatingParts()
    const wanted = !parts && Boolean(props.opened)
    useEffect(() => {
      if (wanted) wantFloatingParts()
    }, [wanted])
    if (!parts) return null
    const Part = typedAs<ComponentType<Props>>(pick(parts))
    return <Part {...props} />
  }
  Overlay.displayName = name
  return Overlay
}
export const Drawer = typedAs<typeof MantineDrawer>(overlay((p) => p.Drawer, 'Drawer'))
export const Modal = typedAs<typeof MantineModal>(overlay((p) => p.Modal, 'Modal'))

type SelectData = (string | ComboboxItem | ComboboxItemGroup<string | ComboboxItem>)[]

function labelOf(data: SelectData | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return ''
  for (const entry of data ?? []) {
    if (typeof entry === 'string') {
      if (entry === value) return entry
    } else if ('group' in entry) {
      const found = labelOf(entry.items, value)
      if (found) return found
    } else if (entry.value === value) return entry.label
  }
  return ''
}

/** The field's own props a read-only stand-in shows the same way (size, label, width, state). */
const FIELD_PROPS = [
  'label',
  'description',
  'error',
  'placeholder',
  'size',
  'radius',
  'w',
  'maw',
  'miw',
  'style',
  'className',
  'disabled',
  'required',
  'withAsterisk',
  'leftSection',
  'aria-label',
] as const

function DeferredSelect(props: Props) {
  const parts = useFloatingParts()
  if (parts) {
    const Part = typedAs<ComponentType<Props>>(parts.Select)
    return <Part {...props} />
  }
  const field: Props = {}
  for (const key of FIELD_PROPS) if (props[key] !== undefined) field[key] = props[key]
  const value = props.value !== undefined ? props.value : props.defaultValue
  return (
    <TextInput
      {...field}
      readOnly
      value={labelOf(props.data as SelectData | undefined, value)}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      onFocus={wantFloatingParts}
      onPointerEnter={wantFloatingParts}
    />
  )
}
export const Select = typedAs<typeof MantineSelect>(DeferredSelect)
