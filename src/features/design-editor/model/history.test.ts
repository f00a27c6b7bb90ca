import { describe, expect, it } from 'vitest'
import { alignElement, duplicateElement, fitBox, moveInStack } from './design-doc'
import { change, historyOf, redo, undo } from './history'
import { snapBox } from './snap'

describe('undo and redo', () => {
  it('steps back and forth; a new change drops what could be redone', () => {
    let h = historyOf(1)
    h = change(h, 2)
    h = change(h, 3)
    h = undo(h)
    expect(h.present).toBe(2)
    h = redo(h)
    expect(h.present).toBe(3)
    h = undo(undo(h))
    expect(h.present).toBe(1)
    h = change(h, 9)
    expect(redo(h).present).toBe(9)
  })

  it('one drag (same coalesce key) is one undo step', () => {
    let h = historyOf(0)
    for (let i = 1; i <= 10; i++) h = change(h, i, 'drag:a')
    expect(h.present).toBe(10)
    expect(undo(h).present).toBe(0)
  })
})

const area = { width: 300, height: 400 }
const el = {
  id: 'a',
  kind: 'text' as const,
  text: 'x',
  fontId: null,
  fontSize: 20,
  fill: '#000000',
  align: 'left' as const,
  letterSpacing: 0,
  x: 10,
  y: 10,
  width: 100,
  height: 20,
  rotation: 0,
  flipX: false,
  flipY: false,
  locked: false,
  hidden: false,
}

describe('editing tools', () => {
  it('aligns the turned box to the area edges and centre', () => {
    expect(alignElement(el, area, 'center')).toEqual({ x: 100, y: 10 })
    expect(alignElement(el, area, 'bottom')).toEqual({ x: 10, y: 380 })
    // Turned 90°, the 100 × 20 box stands 20 wide: its left edge sits 40 mm right of x.
    expect(alignElement({ ...el, rotation: 90 }, area, 'left')).toEqual({ x: -40, y: 10 })
  })

  it('fits a new picture centred at 60 % of the area, keeping its shape', () => {
    expect(fitBox(area, 1)).toEqual({ x: 60, y: 110, width: 180, height: 180 })
  })

  it('reorders and duplicates', () => {
    const doc = {
      name: 'd',
      productId: 'p',
      color: '#ffffff',
      zoom: 10,
      sides: [{ sideId: 's', elements: [el, { ...el, id: 'b' }] }],
    }
    expect(moveInStack(doc, 's', 'a', 1).sides[0]!.elements.map((e) => e.id)).toEqual(['b', 'a'])
    // The top element cannot go higher.
    expect(moveInStack(doc, 's', 'b', 1).sides[0]!.elements.map((e) => e.id)).toEqual(['a', 'b'])
    expect(snapBox({ left: 50, top: 50, right: 60, bottom: 60 }, area, 3).guides).toEqual({ x: [], y: [] })
    const copy = duplicateElement(doc, 's', 'a')
    expect(copy.doc.sides[0]!.elements).toHaveLength(3)
    expect(copy.doc.sides[0]!.elements[2]).toMatchObject({ x: 15, y: 15 })
  })

  it('snaps edges and centre within the threshold', () => {
    // Centre 149 snaps to the area's centre line, the top edge to the top.
    const snapped = snapBox({ left: 97, top: 2, right: 201, bottom: 50 }, area, 3)
    expect(snapped.dx).toBe(1)
    expect(snapped.dy).toBe(-2)
    expect(snapped.guides).toEqual({ x: [150], y: [0] })
  })
})
