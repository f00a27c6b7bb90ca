// The arithmetic of the report charts: "nice" axis ticks (1, 2, 2.5 or 5 × 10ⁿ apart, from zero)
// and the monotone curve through a series of points (no overshoot above a peak or below zero,
// as d3's curveMonotoneX: Fritsch–Carlson slopes, cubic Bézier segments).

/** Ticks from 0 to a round top ≥ max, about `count` of them. An all-zero series gets 0…1. */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / count
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? 10 * power
  const ticks: number[] = []
  for (let value = 0; value < max + step / 2 && ticks.length <= count + 1; value += step) {
    ticks.push(Number(value.toPrecision(12)))
  }
  if (ticks[ticks.length - 1]! < max) ticks.push(Number((ticks[ticks.length - 1]! + step).toPrecision(12)))
  return ticks
}

export type Point = readonly [x: number, y: number]

/** Slope at each point: zero at a local extreme, so the curve never swings past the data. */
function monotoneSlopes(points: readonly Point[]): number[] {
  const n = points.length
  const secants = points.slice(1).map(([x, y], i) => (y - points[i]![1]) / (x - points[i]![0] || 1))
  return points.map((_, i) => {
    if (i === 0) return secants[0] ?? 0
    if (i === n - 1) return secants[n - 2] ?? 0
    const before = secants[i - 1]!
    const after = secants[i]!
    if (before * after <= 0) return 0
    return (2 * before * after) / (before + after)
  })
}

/** SVG path data of the monotone curve through the points (a move and cubic segments). */
export function monotonePath(points: readonly Point[]): string {
  if (points.length === 0) return ''
  const [x0, y0] = points[0]!
  if (points.length === 1) return `M${x0},${y0}`
  const slopes = monotoneSlopes(points)
  let path = `M${x0},${y0}`
  for (let i = 1; i < points.length; i++) {
    const [xa, ya] = points[i - 1]!
    const [xb, yb] = points[i]!
    const third = (xb - xa) / 3
    path += `C${xa + third},${ya + slopes[i - 1]! * third},${xb - third},${yb - slopes[i]! * third},${xb},${yb}`
  }
  return path
}

/** How many labels to skip so that labels of `labelWidth` px fit side by side in `width` px. */
export function labelStride(count: number, width: number, labelWidth: number): number {
  if (count === 0 || width <= 0) return 1
  return Math.max(1, Math.ceil((count * labelWidth) / width))
}

/** Wide (CJK, full-width) characters take about twice the room of Latin ones at the same size. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/

/** Estimated width in px of axis text (12 px): 7 per Latin character, 12 per wide one. */
export function textWidth(text: string): number {
  let width = 0
  for (const char of text) width += WIDE.test(char) ? 12 : 7
  return width
}

/** The text, cut with an ellipsis where it would grow wider than `max` px. */
export function fitText(text: string, max: number): string {
  if (textWidth(text) <= max) return text
  let cut = ''
  for (const char of text) {
    if (textWidth(`${cut}${char}…`) > max) break
    cut += char
  }
  return `${cut}…`
}
