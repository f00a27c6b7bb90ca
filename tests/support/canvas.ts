// The design editor's Konva canvas seen from outside: where the selected layer is (the bench's
// drag scenario uses it too), and touches sent through Chromium's CDP (Playwright has no
// multi-touch), as a finger or two on a tablet would.
import type { BrowserContext, Page } from '@playwright/test'

type Box = { left: number; top: number; right: number; bottom: number }

// Konva puts itself on window (Konva.stages): the selected layer's box is read from the
// transformer's node, in the stage's pixels, placed on the page by the stage's container. (Reading
// the canvas's pixels for the transformer's colour failed on a dark garment, whose colour blends
// into its thin lines.) A string, not a function: the bench runs through tsx, whose transform would
// add helper calls (`__name`) to a function that the page does not have.
const FIND_SELECTION = `(() => {
  const stage = window.Konva && window.Konva.stages && window.Konva.stages[0]
  const transformer = stage && stage.findOne('Transformer')
  const node = transformer && transformer.nodes()[0]
  if (!node) return null
  const rect = node.getClientRect()
  const origin = stage.container().getBoundingClientRect()
  return { left: origin.left + rect.x, top: origin.top + rect.y, right: origin.left + rect.x + rect.width, bottom: origin.top + rect.y + rect.height }
})()`

/** The selected layer's box on screen and its centre; null when nothing is selected. */
export async function selectionBox(page: Page) {
  const found = await page.evaluate<Box | null>(FIND_SELECTION)
  if (!found) return null
  return { ...found, x: (found.left + found.right) / 2, y: (found.top + found.bottom) / 2 }
}

type Point = { x: number; y: number }

/**
 * Fingers moving from their start points to their end points in `steps` moves, then lifted. The
 * fingers land one after the other, as on a tablet (a first finger down, then the second), and
 * each event is awaited: CDP answers once the page has handled it.
 */
export async function touchGesture(
  context: BrowserContext,
  page: Page,
  paths: { from: Point; to: Point }[],
  steps = 12,
) {
  const cdp = await context.newCDPSession(page)
  const at = (t: number) =>
    paths.map((path, id) => ({
      x: Math.round(path.from.x + (path.to.x - path.from.x) * t),
      y: Math.round(path.from.y + (path.to.y - path.from.y) * t),
      id,
    }))
  try {
    const start = at(0)
    for (let down = 1; down <= start.length; down++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: start.slice(0, down) })
    for (let i = 1; i <= steps; i++)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) })
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  } finally {
    await cdp.detach()
  }
}
