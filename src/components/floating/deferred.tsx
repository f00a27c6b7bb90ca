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
  type Ref,
  type SyntheticEvent,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { type FloatingParts, guessFloatingParts, useFloatingParts, wantFloatingParts } from './use-floating-parts'

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

/** The element refs on either side of a swap (useFocusAcrossSwap). */
interface SwapRefs {
  standIn: (element: HTMLElement | null) => void
  real: (element: HTMLElement | null) => void
}

/**
 * Keeps the keyboard focus across a stand-in's swap to its real part. The swap mounts a new
 * element in place of the stand-in's: a header button reached by Tab, or a select focused to open
 * it, would leave the focus on the page's body, and the Enter that follows would open nothing (seen
 * on the side rail: focus, parts arrive, Enter lost). Held by the component that lives through the
 * swap; the stand-in's element reports its focus as it goes, the real one takes it as it comes.
 */
function useFocusAcrossSwap(): SwapRefs {
  const state = useRef<{ last: HTMLElement | null; carry: boolean }>({ last: null, carry: false })
  return useMemo(
    () => ({
      standIn: (element) => {
        const held = state.current
        // Detached before its element leaves the document: is it the focused one? (A re-render
        // detaches and attaches again: the attach clears it.)
        held.carry = !element && held.last !== null && held.last === document.activeElement
        if (element) held.last = element
      },
      real: (element) => {
        const held = state.current
        if (!element || !held.carry) return
        held.carry = false
        element.focus()
      },
    }),
    [],
  )
}

/** One ref callback for two refs: a caller's own (if any) and ours (React 19: a ref is a prop). */
function joinRefs(own: unknown, mine: (element: HTMLElement | null) => void) {
  const theirs = own as Ref<HTMLElement> | undefined
  return (element: HTMLElement | null) => {
    mine(element)
    if (typeof theirs === 'function') theirs(element)
    else if (theirs) theirs.current = element
  }
}

/** A child with one more ref beside its own. */
function withRef(child: ReactElement<Props>, ref: (element: HTMLElement | null) => void): ReactElement<Props> {
  return cloneElement(child, { ref: joinRefs(child.props.ref, ref) })
}

/** The swap refs of the menu's or popover's root, for its target (null outside a root). */
const RootSwapRefs = createContext<SwapRefs | null>(null)

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
    const swapRefs = useContext(RootSwapRefs)
    const child = Children.only(children) as ReactElement<Props>
    if (parts) {
      const Part = typedAs<ComponentType<Props>>(pick(parts))
      const tracked = swapRefs && isValidElement(child) ? withRef(child, swapRefs.real) : children
      return <Part {...props}>{tracked}</Part>
    }
    if (!isValidElement(child)) return child
    const call = (handler: unknown, event: SyntheticEvent) => {
      if (typeof handler === 'function') handler(event)
    }
    return cloneElement(swapRefs ? withRef(child, swapRefs.standIn) : child, {
      onPointerEnter: (event: SyntheticEvent) => {
        call(child.props.onPointerEnter, event)
        guessFloatingParts()
      },
      onFocus: (event: SyntheticEvent) => {
        call(child.props.onFocus, event)
        guessFloatingParts()
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
    const swapRefs = useFocusAcrossSwap()
    if (parts) {
      const Part = typedAs<ComponentType<Props>>(pick(parts))
      // Opened by a press made before the parts arrived, unless the screen controls it itself.
      const opened = pressed && props.opened === undefined ? { defaultOpened: true } : {}
      return (
        <Part {...props} {...opened}>
          <RootParts.Provider value={parts}>
            <RootSwapRefs.Provider value={swapRefs}>{children}</RootSwapRefs.Provider>
          </RootParts.Provider>
        </Part>
      )
    }
    return (
      <RootParts.Provider value={parts}>
        <RootSwapRefs.Provider value={swapRefs}>
          <PressedBeforeLoad.Provider value={() => setPressed(true)}>{children}</PressedBeforeLoad.Provider>
        </RootSwapRefs.Provider>
      </RootParts.Provider>
    )
  }
  Root.displayName = name
  return Root
}

/** Where a right-click landed before the parts loaded (one at a time: the latest counts). */
let pendingRightClick: { x: number; y: number } | null = null

function rightClickBeforeLoad(event: SyntheticEvent): void {
  const mouse = event.nativeEvent as MouseEvent
  event.preventDefault()
  pendingRightClick = { x: mouse.clientX, y: mouse.clientY }
  wantFloatingParts()
}

/** The right-click made before the parts arrived, made again on what is at that point now. */
function replayRightClick(): void {
  const at = pendingRightClick
  if (!at) return
  pendingRightClick = null
  const init = { bubbles: true, cancelable: true, clientX: at.x, clientY: at.y, button: 2 }
  document.elementFromPoint(at.x, at.y)?.dispatchEvent(new MouseEvent('contextmenu', init))
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
  // A right-click area: before the parts load, the area alone; a right-click on it then asks for
  // them and is made again where it was, once they are there (the browser's own menu answered it
  // before, and the tab bar's menu never opened: seen in the e2e suite).
  ContextMenu: (({ children, ...props }: Props) => {
    const parts = usePartsInRoot()
    useEffect(() => {
      if (parts) replayRightClick()
    }, [parts])
    if (!parts)
      return (
        // biome-ignore lint/a11y/noStaticElementInteractions: the right-click area's wrapper, as the real ContextMenu has one; a keyboard reaches the same menu from its button
        <div style={{ display: 'contents' }} onContextMenu={rightClickBeforeLoad}>
          {children}
        </div>
      )
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
  const swapRefs = useFocusAcrossSwap()
  const child = isValidElement<Props>(children) ? children : null
  if (!parts) return child ? withRef(child, swapRefs.standIn) : children
  const Part = typedAs<ComponentType<Props>>(parts.Tooltip)
  return <Part {...props}>{child ? withRef(child, swapRefs.real) : children}</Part>
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

/** Keys that open a select: pressed on the stand-in, someone waits for the parts. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp']
const wantForKey = (event: { key: string }) => {
  if (OPENING_KEYS.includes(event.key)) wantFloatingParts()
}

function DeferredSelect(props: Props) {
  const parts = useFloatingParts()
  const swapRefs = useFocusAcrossSwap()
  if (parts) {
    const Part = typedAs<ComponentType<Props>>(parts.Select)
    return <Part {...props} ref={joinRefs(props.ref, swapRefs.real)} />
  }
  const field: Props = {}
  for (const key of FIELD_PROPS) if (props[key] !== undefined) field[key] = props[key]
  const value = props.value !== undefined ? props.value : props.defaultValue
  return (
    <TextInput
      {...field}
      ref={joinRefs(props.ref, swapRefs.standIn)}
      readOnly
      value={labelOf(props.data as SelectData | undefined, value)}
      rightSection={<IconChevronDown size={16} aria-hidden />}
      rightSectionPointerEvents="none"
      onFocus={guessFloatingParts}
      onPointerEnter={guessFloatingParts}
      onClick={wantFloatingParts}
      onKeyDown={wantForKey}
    />
  )
}
export const Select = typedAs<typeof MantineSelect>(DeferredSelect)
