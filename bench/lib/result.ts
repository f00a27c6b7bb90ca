// One line of the bench table: what was measured, the figure, the target and whether it is met.
// The bench reports; it never fails on a missed target (timings do not belong in `npm test`).

export interface BenchRow {
  scenario: string
  figure: string
  value: number | null
  unit: string
  /** Human-readable target, e.g. '≤ 180'. Empty when the figure is informative only. */
  target: string
  met: boolean | null
  note?: string
}

type Comparison = 'max' | 'min'

/** A row whose target is a bound: `max` means the value must not exceed it, `min` not fall below. */
export function row(
  scenario: string,
  figure: string,
  value: number | null,
  unit: string,
  bound?: { [K in Comparison]?: number },
  note?: string,
): BenchRow {
  let target = ''
  let met: boolean | null = null
  if (bound?.max !== undefined) {
    target = `≤ ${bound.max}`
    met = value !== null && value <= bound.max
  } else if (bound?.min !== undefined) {
    target = `≥ ${bound.min}`
    met = value !== null && value >= bound.min
  }
  return { scenario, figure, value, unit, target, met, ...(note ? { note } : {}) }
}

/** A row for a scenario that could not run, with the reason (the table still shows it). */
export const skipped = (scenario: string, figure: string, reason: string): BenchRow => ({
  scenario,
  figure,
  value: null,
  unit: '',
  target: '',
  met: null,
  note: reason,
})

// Terminal colour codes in error messages (ESC [ … m).
const ANSI_COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

const fmt = (value: number | null) =>
  value === null ? '—' : Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(value % 1 === 0 ? 0 : 2)

export function printTable(rows: readonly BenchRow[]): void {
  const cells = rows.map((r) => [
    r.scenario,
    r.figure,
    `${fmt(r.value)} ${r.unit}`.trim(),
    r.target ? `${r.target} ${r.unit}`.trim() : '',
    r.met === null ? (r.note ? 'n/a' : '') : r.met ? 'met' : 'MISSED',
    // Error messages span lines and carry terminal colours; the table wants one short line.
    (r.note ?? '').replace(ANSI_COLOUR, '').replace(/\s+/g, ' ').slice(0, 120),
  ])
  const head = ['scenario', 'figure', 'value', 'target', 'result', 'note']
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)))
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i]!)).join('  ')
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`)
  for (const c of cells) console.log(line(c))
  console.log('')
}
