// Snapping while dragging: the element's centre and edges stick to the print area's edges and
// centre lines when within `threshold` millimetres. Answers the corrected position and the
// guides to draw.
import type { Box } from '../../../contract/design-preflight'
import type { PrintArea } from '../../../contract/designs'

export interface SnapResult {
  dx: number
  dy: number
  /** Guide lines in mm: vertical at x, horizontal at y. */
  guides: { x: number[]; y: number[] }
}

function axis(edges: [number, number, number], targets: number[], threshold: number) {
  let best: { delta: number; at: number } | null = null
  for (const target of targets)
    for (const edge of edges) {
      const delta = target - edge
      if (Math.abs(delta) <= threshold && (!best || Math.abs(delta) < Math.abs(best.delta)))
        best = { delta, at: target }
    }
  return best
}

export function snapBox(box: Box, area: PrintArea, threshold: number): SnapResult {
  const x = axis([box.left, (box.left + box.right) / 2, box.right], [0, area.width / 2, area.width], threshold)
  const y = axis([box.top, (box.top + box.bottom) / 2, box.bottom], [0, area.height / 2, area.height], threshold)
  return {
    dx: x?.delta ?? 0,
    dy: y?.delta ?? 0,
    guides: { x: x ? [x.at] : [], y: y ? [y.at] : [] },
  }
}
