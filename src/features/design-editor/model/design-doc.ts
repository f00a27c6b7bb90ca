// The design as the editor holds it (the save body, DesignSaveInput) and the edits the tools
// make on it: add, change, remove, reorder, align. Pure functions over immutable values.

import { boundsOf } from '../../../contract/design-preflight'
import type { DesignElement, DesignSaveInput, DesignSide, PrintArea } from '../../../contract/designs'

export type DesignDoc = DesignSaveInput

export const elementsOf = (doc: DesignDoc, sideId: string): DesignElement[] =>
  doc.sides.find((side) => side.sideId === sideId)?.elements ?? []

function withSide(doc: DesignDoc, sideId: string, update: (elements: DesignElement[]) => DesignElement[]): DesignDoc {
  const has = doc.sides.some((side) => side.sideId === sideId)
  const sides: DesignSide[] = has
    ? doc.sides.map((side) => (side.sideId === sideId ? { ...side, elements: update(side.elements) } : side))
    : [...doc.sides, { sideId, elements: update([]) }]
  return { ...doc, sides }
}

export const addElement = (doc: DesignDoc, sideId: string, element: DesignElement) =>
  withSide(doc, sideId, (elements) => [...elements, element])

export const updateElement = (doc: DesignDoc, sideId: string, id: string, patch: Partial<DesignElement>) =>
  withSide(doc, sideId, (elements) =>
    elements.map((element) => (element.id === id ? ({ ...element, ...patch } as DesignElement) : element)),
  )

export const removeElement = (doc: DesignDoc, sideId: string, id: string) =>
  withSide(doc, sideId, (elements) => elements.filter((element) => element.id !== id))

/** Moves an element one step towards the top (+1) or the bottom (-1) of the stack. */
export const moveInStack = (doc: DesignDoc, sideId: string, id: string, step: 1 | -1) =>
  withSide(doc, sideId, (elements) => {
    const at = elements.findIndex((element) => element.id === id)
    const to = at + step
    if (at < 0 || to < 0 || to >= elements.length) return elements
    const next = [...elements]
    ;[next[at], next[to]] = [next[to]!, next[at]!]
    return next
  })

export const newElementId = () => `e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const duplicateElement = (doc: DesignDoc, sideId: string, id: string) => {
  const source = elementsOf(doc, sideId).find((element) => element.id === id)
  if (!source) return { doc, id: null }
  const copy = { ...source, id: newElementId(), x: source.x + 5, y: source.y + 5, locked: false }
  return { doc: addElement(doc, sideId, copy), id: copy.id }
}

export type AlignTo = 'left' | 'center' | 'right' | 'top' | 'middle' | 'bottom'

/** Places the element's turned box against an edge or the centre of the print area. */
export function alignElement(element: DesignElement, area: PrintArea, to: AlignTo): Pick<DesignElement, 'x' | 'y'> {
  const box = boundsOf(element)
  let dx = 0
  let dy = 0
  if (to === 'left') dx = -box.left
  if (to === 'right') dx = area.width - box.right
  if (to === 'center') dx = area.width / 2 - (box.left + box.right) / 2
  if (to === 'top') dy = -box.top
  if (to === 'bottom') dy = area.height - box.bottom
  if (to === 'middle') dy = area.height / 2 - (box.top + box.bottom) / 2
  return { x: round(element.x + dx), y: round(element.y + dy) }
}

/** The largest box of the aspect ratio that fits the area with a margin, centred. */
export function fitBox(area: PrintArea, aspect: number, share = 0.6) {
  let width = area.width * share
  let height = width / aspect
  if (height > area.height * share) {
    height = area.height * share
    width = height * aspect
  }
  return {
    x: round((area.width - width) / 2),
    y: round((area.height - height) / 2),
    width: round(width),
    height: round(height),
  }
}

export const round = (value: number) => Math.round(value * 100) / 100
