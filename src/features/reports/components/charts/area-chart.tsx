// Series over time as shaded curves (sales and orders per day). A series may have its own scale
// on the right axis, so orders in tens and sales in ten-thousands both read. Hovering or tapping
// shows every series' value at the nearest day.
import { getThemeColor, useMantineTheme } from '@mantine/core'
import { type PointerEvent, useId, useState } from 'react'
import { AXIS, ChartFrame, ChartLegend, type TooltipContent } from './chart-frame'
import { labelStride, monotonePath, niceTicks, type Point, textWidth } from './scale'

export interface AreaSeries {
  name: string
  /** A theme colour, e.g. 'brand.6'. */
  color: string
  values: number[]
  /** The right axis gets its own scale. */
  axis?: 'left' | 'right'
}

export interface AreaChartProps {
  labels: string[]
  series: AreaSeries[]
  format: (value: number) => string
  height: number
  /** What the chart shows, for assistive technology. */
  label: string
}

export function AreaChart({ labels, series, format, height, label }: AreaChartProps) {
  const theme = useMantineTheme()
  const gradient = useId()
  const [hover, setHover] = useState<{ index: number; tooltip: TooltipContent } | null>(null)
  const colors = series.map((one) => getThemeColor(one.color, theme))
  const table = {
    columns: ['', ...series.map((one) => one.name)],
    rows: labels.map((text, i) => [text, ...series.map((one) => format(one.values[i] ?? 0))]),
  }
  return (
    <>
      <ChartFrame height={height} label={label} table={table} tooltip={hover?.tooltip ?? null}>
        {(width) => {
          const axisTicks = (side: 'left' | 'right') => {
            const values = series.filter((one) => (one.axis ?? 'left') === side).flatMap((one) => one.values)
            return values.length ? niceTicks(Math.max(0, ...values)) : []
          }
          const leftTicks = axisTicks('left')
          const rightTicks = axisTicks('right')
          const widthOf = (ticks: number[]) =>
            ticks.length ? Math.max(...ticks.map((tick) => textWidth(format(tick)))) + 12 : 12
          const plot = { x: widthOf(leftTicks), y: 8, w: 0, h: Math.max(1, height - 8 - 26) }
          plot.w = Math.max(1, width - plot.x - widthOf(rightTicks))
          const step = labels.length > 1 ? plot.w / (labels.length - 1) : 0
          const xOf = (i: number) => (labels.length > 1 ? plot.x + i * step : plot.x + plot.w / 2)
          const yOf = (value: number, ticks: number[]) => plot.y + plot.h - (value / ticks[ticks.length - 1]!) * plot.h
          const pointsOf = (one: AreaSeries): Point[] => {
            const ticks = (one.axis ?? 'left') === 'right' ? rightTicks : leftTicks
            return one.values.map((value, i) => [xOf(i), yOf(value, ticks)])
          }
          const grid = leftTicks.length ? leftTicks : rightTicks
          const stride = labelStride(labels.length, plot.w, Math.max(0, ...labels.map(textWidth)) + 8)
          const indexAt = (event: PointerEvent<SVGRectElement>) => {
            const box = event.currentTarget.getBoundingClientRect()
            const x = event.clientX - box.left
            // The hit area starts half a step before the first day.
            return Math.min(labels.length - 1, Math.max(0, step ? Math.round((x - step / 2) / step) : 0))
          }
          const showAt = (event: PointerEvent<SVGRectElement>) => {
            if (labels.length === 0) return
            const index = indexAt(event)
            const rows = series.map((one, s) => ({
              name: one.name,
              color: colors[s]!,
              value: format(one.values[index] ?? 0),
            }))
            const y = Math.min(...series.map((one) => pointsOf(one)[index]![1]))
            setHover({ index, tooltip: { x: xOf(index), y, title: labels[index]!, rows } })
          }
          return (
            <g fontSize={AXIS.fontSize}>
              <defs>
                {colors.map((color, s) => (
                  <linearGradient key={series[s]!.name} id={`${gradient}-${s}`} x1="0" x2="0" y1="0" y2="1">
                    <stop offset="0%" style={{ stopColor: color, stopOpacity: 0.25 }} />
                    <stop offset="100%" style={{ stopColor: color, stopOpacity: 0.02 }} />
                  </linearGradient>
                ))}
              </defs>
              {grid.map((tick) => (
                <line
                  key={tick}
                  x1={plot.x}
                  x2={plot.x + plot.w}
                  y1={yOf(tick, grid)}
                  y2={yOf(tick, grid)}
                  stroke={AXIS.grid}
                  strokeDasharray="5 5"
                />
              ))}
              {leftTicks.map((tick) => (
                <text key={tick} x={plot.x - 8} y={yOf(tick, leftTicks)} dy="0.32em" textAnchor="end" fill={AXIS.text}>
                  {format(tick)}
                </text>
              ))}
              {rightTicks.map((tick) => (
                <text key={tick} x={plot.x + plot.w + 8} y={yOf(tick, rightTicks)} dy="0.32em" fill={AXIS.text}>
                  {format(tick)}
                </text>
              ))}
              {labels.map(
                (text, i) =>
                  i % stride === 0 && (
                    <text key={text} x={xOf(i)} y={plot.y + plot.h + 18} textAnchor="middle" fill={AXIS.text}>
                      {text}
                    </text>
                  ),
              )}
              {series.map((one, s) => {
                const points = pointsOf(one)
                const line = monotonePath(points)
                const floor = plot.y + plot.h
                const area = points.length
                  ? `${line}L${points[points.length - 1]![0]},${floor}L${points[0]![0]},${floor}Z`
                  : ''
                return (
                  <g key={one.name}>
                    <path d={area} style={{ fill: `url(#${gradient}-${s})` }} />
                    <path d={line} fill="none" strokeWidth={2} style={{ stroke: colors[s] }} />
                    {points.map(([x, y], i) => (
                      <circle
                        // biome-ignore lint/suspicious/noArrayIndexKey: one dot per day, positional
                        key={i}
                        cx={x}
                        cy={y}
                        r={hover?.index === i ? 5 : 3}
                        strokeWidth={1.5}
                        style={{ fill: colors[s], stroke: 'var(--mantine-color-body)' }}
                      />
                    ))}
                  </g>
                )
              })}
              {hover && (
                <line
                  x1={xOf(hover.index)}
                  x2={xOf(hover.index)}
                  y1={plot.y}
                  y2={plot.y + plot.h}
                  stroke={AXIS.grid}
                  pointerEvents="none"
                />
              )}
              <rect
                data-testid="chart-hit"
                x={plot.x - step / 2}
                y={plot.y}
                width={plot.w + step}
                height={plot.h}
                fill="transparent"
                onPointerMove={showAt}
                onPointerDown={showAt}
                onPointerLeave={() => setHover(null)}
              />
            </g>
          )
        }}
      </ChartFrame>
      <ChartLegend items={series.map((one, s) => ({ name: one.name, color: colors[s]! }))} />
    </>
  )
}
