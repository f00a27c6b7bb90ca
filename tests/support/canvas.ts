// The design editor's Konva canvas seen from outside: where the selected layer is (its
// transformer, drawn in Konva's rgb(0, 161, 255)). Used by the bench's drag scenario.
import type { Page } from '@playwright/test'

/** Konva's rotate handle sits this far above the box (Transformer's rotateAnchorOffset). */
const ROTATER_OFFSET = 50

type Box = { left: number; top: number; right: number; bottom: number }

// A string, not a function: the bench runs through tsx, whose transform would add helper calls
// (`__name`) to a function that the page does not have.
const FIND_SELECTION = `(() => {
  let box = null
  for (const canvas of document.querySelectorAll('.konvajs-content canvas')) {
    const context = canvas.getContext('2d')
    if (!context || canvas.width === 0) continue
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
    const rect = canvas.getBoundingClientRect()
    const ratio = canvas.width / rect.width
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] > 30 || data[i + 1] < 140 || data[i + 1] > 180 || data[i + 2] < 230 || data[i + 3] < 200) continue
      const x = rect.left + ((i / 4) % canvas.width) / ratio
      const y = rect.top + Math.floor(i / 4 / canvas.width) / ratio
      box = box
        ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) }
        : { left: x, top: y, right: x, bottom: y }
    }
  }
  return box
})()`

/** The selected layer's box on screen, without the rotate handle; null when nothing is selected. */
export async function selectionBox(page: Page) {
  const found = await page.evaluate<Box | null>(FIND_SELECTION)
  if (!found) return null
  const top = found.top + ROTATER_OFFSET
  return { ...found, top, x: (found.left + found.right) / 2, y: (top + found.bottom) / 2 }
}
