// Shares of a whole as a ring (orders by status), the total in the middle, each share's count
// beside it and its name in the legend. Shares too thin to label are still in the tooltip and the hidden table.
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { useState } from 'react'
import { AXIS, ChartFrame, ChartLegend, type TooltipContent } from './chart-frame'

export interface DonutChartProps {
  data: { name: string; value: number; color: string }[]
  format: (value: number) => string
  height: number
  /** What the chart shows, for assistive technology. */
  label: string
  /** The words under the total in the middle. */
  centerLabel: string
}

/** A share under this fraction of the ring gets no label of its own (they would overlap). */
const MIN_LABELLED = 0.02

function polar(cx: number, cy: number, r: number, angle: number): [number, number] {
  return [cx + r * Math.sin(angle), cy - r * Math.cos(angle)]
}

/** The ring segment from angle a to b (radians clockwise from 12 o'clock). */
function segmentPath(cx: number, cy: number, outer: number, inner: number, a: number, b: number): string {
  // A full circle cannot be one arc: stop a hair short.
  const end = b - a >= 2 * Math.PI ? a + 2 * Math.PI - 1e-4 : b
  const large = end - a > Math.PI ? 1 : 0
  const [x1, y1] = polar(cx, cy, outer, a)
  const [x2, y2] = polar(cx, cy, outer, end)
  const [x3, y3] = polar(cx, cy, inner, end)
  const [x4, y4] = polar(cx, cy, inner, a)
  return `M${x1},${y1}A${outer},${outer} 0 ${large} 1 ${x2},${y2}L${x3},${y3}A${inner},${inner} 0 ${large} 0 ${x4},${y4}Z`
}

export function DonutChart({ data, format, height, label, centerLabel }: DonutChartProps) {
  const theme = useMantineTheme()
  const [tooltip, setTooltip] = useState<TooltipContent | null>(null)
  const total = data.reduce((sum, row) => sum + row.value, 0)
  const table = { columns: ['', centerLabel], rows: data.map((row) => [row.name, format(row.value)]) }
  return (
    <>
      <ChartFrame height={height} label={label} table={table} tooltip={tooltip}>
        {(width) => {
          const cx = width / 2
          const cy = height / 2
          // Room around the ring for the labels and their lines.
          const outer = Math.max(10, Math.min(height / 2 - 28, width / 2 - 48))
          const inner = outer * 0.72
          let angle = 0
          return (
            <g fontSize={AXIS.fontSize} onPointerLeave={() => setTooltip(null)}>
              {data.map((row) => {
                const start = angle
                const sweep = total > 0 ? (row.value / total) * 2 * Math.PI : 0
                angle += sweep
                if (sweep === 0) return null
                const fill = getThemeColor(row.color, theme)
                const middle = start + sweep / 2
                const [lx1, ly1] = polar(cx, cy, outer + 2, middle)
                const [lx2, ly2] = polar(cx, cy, outer + 14, middle)
                const rightSide = Math.sin(middle) >= 0
                const show = () =>
                  setTooltip({
                    x: lx2,
                    y: ly2,
                    title: row.name,
                    rows: [{ name: centerLabel, color: fill, value: format(row.value) }],
                  })
                return (
                  <g key={row.name}>
                    <path
                      data-testid="chart-hit"
                      d={segmentPath(cx, cy, outer, inner, start, start + sweep)}
                      style={{ fill, stroke: 'var(--mantine-color-body)' }}
                      strokeWidth={1}
                      onPointerEnter={show}
                      onPointerDown={show}
                    />
                    {sweep / (2 * Math.PI) >= MIN_LABELLED && (
                      <>
                        <line x1={lx1} y1={ly1} x2={lx2} y2={ly2} stroke={AXIS.text} />
                        <text
                          x={lx2 + (rightSide ? 4 : -4)}
                          y={ly2}
                          dy="0.32em"
                          textAnchor={rightSide ? 'start' : 'end'}
                          fill={AXIS.text}
                        >
                          {format(row.value)}
                        </text>
                      </>
                    )}
                  </g>
                )
              })}
              <text
                x={cx}
                y={cy}
                dy="-0.2em"
                textAnchor="middle"
                fontSize={18}
                fontWeight={600}
                fill="var(--mantine-color-text)"
              >
                {format(total)}
              </text>
              <text x={cx} y={cy} dy="1.2em" textAnchor="middle" fill={AXIS.text}>
                {centerLabel}
              </text>
            </g>
          )
        }}
      </ChartFrame>
      <ChartLegend items={data.map((row) => ({ name: row.name, color: getThemeColor(row.color, theme) }))} />
    </>
  )
}
