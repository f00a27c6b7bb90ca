// One series as bars: columns standing on a category axis (months, channels), or bars lying on
// a value axis with their names on the left (top shops). Hovering or tapping a category shows
// its value; the figures are also in the frame's hidden table.
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { useState } from 'react'
import { AXIS, ChartFrame, type TooltipContent } from './chart-frame'
import { fitText, labelStride, niceTicks, textWidth } from './scale'

export interface BarChartProps {
  data: { label: string; value: number }[]
  /** The series name, as the tooltip and the hidden table show it. */
  name: string
  /** A theme colour, e.g. 'brand.6'. */
  color: string
  format: (value: number) => string
  height: number
  /** What the chart shows, for assistive technology. */
  label: string
  /** Columns standing up (default), or bars lying down with their names on the left. */
  orientation?: 'columns' | 'bars'
  /** How a category reads on the axis (the tooltip keeps the whole label). */
  tickFormat?: (label: string) => string
  /** Room for the names of lying bars, px. */
  nameWidth?: number
}

export function BarChart(props: BarChartProps) {
  const { data, name, format, height, label } = props
  const fill = getThemeColor(props.color, useMantineTheme())
  const [tooltip, setTooltip] = useState<TooltipContent | null>(null)
  const table = { columns: ['', name], rows: data.map((row) => [row.label, format(row.value)]) }
  const show = (index: number, x: number, y: number) => {
    const row = data[index]!
    setTooltip({ x, y, title: row.label, rows: [{ name, color: fill, value: format(row.value) }] })
  }
  return (
    <ChartFrame height={height} label={label} table={table} tooltip={tooltip}>
      {(width) =>
        props.orientation === 'bars' ? (
          <LyingBars {...props} width={width} fill={fill} show={show} hide={() => setTooltip(null)} />
        ) : (
          <Columns {...props} width={width} fill={fill} show={show} hide={() => setTooltip(null)} />
        )
      }
    </ChartFrame>
  )
}

interface DrawProps extends BarChartProps {
  width: number
  fill: string
  show: (index: number, x: number, y: number) => void
  hide: () => void
}

function Columns({ data, format, height, width, fill, show, hide, tickFormat = (text) => text }: DrawProps) {
  const ticks = niceTicks(Math.max(0, ...data.map((row) => row.value)))
  const top = ticks[ticks.length - 1]!
  const left = Math.max(...ticks.map((tick) => textWidth(format(tick)))) + 12
  const plot = { x: left, y: 8, w: Math.max(1, width - left - 8), h: Math.max(1, height - 8 - 26) }
  const band = plot.w / Math.max(1, data.length)
  const barWidth = Math.min(band * 0.8, 120)
  const yOf = (value: number) => plot.y + plot.h - (value / top) * plot.h
  const stride = labelStride(data.length, plot.w, Math.max(...data.map((row) => textWidth(tickFormat(row.label)))) + 8)
  return (
    <g fontSize={AXIS.fontSize} onPointerLeave={hide}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={plot.x}
            x2={plot.x + plot.w}
            y1={yOf(tick)}
            y2={yOf(tick)}
            stroke={AXIS.grid}
            strokeDasharray="5 5"
          />
          <text x={plot.x - 8} y={yOf(tick)} dy="0.32em" textAnchor="end" fill={AXIS.text}>
            {format(tick)}
          </text>
        </g>
      ))}
      {data.map((row, i) => {
        const center = plot.x + band * (i + 0.5)
        const y = yOf(row.value)
        return (
          <g key={row.label}>
            <rect x={center - barWidth / 2} y={y} width={barWidth} height={plot.y + plot.h - y} style={{ fill }} />
            {i % stride === 0 && (
              <text x={center} y={plot.y + plot.h + 18} textAnchor="middle" fill={AXIS.text}>
                {tickFormat(row.label)}
              </text>
            )}
            <rect
              data-testid="chart-hit"
              x={plot.x + band * i}
              y={plot.y}
              width={band}
              height={plot.h}
              fill="transparent"
              onPointerEnter={() => show(i, center, y)}
              onPointerDown={() => show(i, center, y)}
            />
          </g>
        )
      })}
    </g>
  )
}

function LyingBars({ data, format, height, width, fill, show, hide, nameWidth = 130 }: DrawProps) {
  const ticks = niceTicks(Math.max(0, ...data.map((row) => row.value)))
  const top = ticks[ticks.length - 1]!
  const lastTick = textWidth(format(top))
  const plot = {
    x: nameWidth,
    y: 4,
    w: Math.max(1, width - nameWidth - lastTick / 2 - 4),
    h: Math.max(1, height - 4 - 26),
  }
  const band = plot.h / Math.max(1, data.length)
  const barHeight = Math.min(band * 0.7, 28)
  const xOf = (value: number) => plot.x + (value / top) * plot.w
  const stride = labelStride(ticks.length, plot.w, lastTick + 12)
  return (
    <g fontSize={AXIS.fontSize} onPointerLeave={hide}>
      {ticks.map((tick, i) => (
        <g key={tick}>
          <line
            x1={xOf(tick)}
            x2={xOf(tick)}
            y1={plot.y}
            y2={plot.y + plot.h}
            stroke={AXIS.grid}
            strokeDasharray="5 5"
          />
          {i % stride === 0 && (
            <text x={xOf(tick)} y={plot.y + plot.h + 18} textAnchor="middle" fill={AXIS.text}>
              {format(tick)}
            </text>
          )}
        </g>
      ))}
      {data.map((row, i) => {
        const middle = plot.y + band * (i + 0.5)
        const end = xOf(row.value)
        // Estimated widths run a little short for capitals: keep a margin from the edge.
        const text = fitText(row.label, nameWidth - 24)
        return (
          <g key={row.label}>
            <text x={plot.x - 8} y={middle} dy="0.32em" textAnchor="end" fill={AXIS.text}>
              {text}
            </text>
            <rect x={plot.x} y={middle - barHeight / 2} width={end - plot.x} height={barHeight} style={{ fill }} />
            <rect
              data-testid="chart-hit"
              x={0}
              y={plot.y + band * i}
              width={plot.x + plot.w}
              height={band}
              fill="transparent"
              onPointerEnter={() => show(i, end, middle)}
              onPointerDown={() => show(i, end, middle)}
            />
          </g>
        )
      })}
    </g>
  )
}
