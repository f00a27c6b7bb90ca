// The box every report chart draws in: it measures its width (the SVG is drawn at that size, so
// text is never stretched), places the hover tooltip, and carries the figures as a visually hidden
// table, so a screen reader reads the numbers a sighted user reads off the bars.
import { Box, ColorSwatch, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core'
import { useElementSize } from '@mantine/hooks'
import type { ReactNode } from 'react'

export interface ChartTable {
  columns: string[]
  rows: string[][]
}

export interface TooltipContent {
  /** Pointer position inside the frame, px. */
  x: number
  y: number
  title: string
  rows: { name: string; color: string; value: string }[]
}

export interface ChartFrameProps {
  height: number
  /** What the chart shows, for assistive technology. */
  label: string
  table: ChartTable
  tooltip: TooltipContent | null
  /** Draws the chart at the measured width (not called before the width is known). */
  children: (width: number) => ReactNode
}

export function ChartFrame({ height, label, table, tooltip, children }: ChartFrameProps) {
  const { ref, width } = useElementSize()
  return (
    <Box ref={ref} pos="relative" h={height} data-chart>
      {width > 0 && (
        <svg width={width} height={height} role="img" aria-label={label} style={{ display: 'block' }}>
          {children(width)}
        </svg>
      )}
      {tooltip && <ChartTooltip content={tooltip} frameWidth={width} />}
      <VisuallyHidden>
        <table>
          <caption>{label}</caption>
          <thead>
            <tr>
              {table.columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and never reordered
              <tr key={i}>
                {row.map((cell, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <td key={j}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  )
}

/** Beside the pointer, on the side with more room, never over the pointer itself. */
function ChartTooltip({ content, frameWidth }: { content: TooltipContent; frameWidth: number }) {
  const onRight = content.x < frameWidth / 2
  return (
    <Paper
      withBorder
      shadow="md"
      p="xs"
      radius="sm"
      pos="absolute"
      top={Math.max(0, content.y - 24)}
      style={{
        pointerEvents: 'none',
        zIndex: 2,
        whiteSpace: 'nowrap',
        ...(onRight ? { left: content.x + 16 } : { right: frameWidth - content.x + 16 }),
      }}
    >
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {content.title}
        </Text>
        {content.rows.map((row) => (
          <Group key={row.name} gap="xs" justify="space-between" wrap="nowrap">
            <Group gap={6} wrap="nowrap">
              <ColorSwatch color={row.color} size={10} withShadow={false} />
              <Text size="sm">{row.name}</Text>
            </Group>
            <Text size="sm" fw={500}>
              {row.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  )
}

/** The series names under a chart. */
export function ChartLegend({ items }: { items: { name: string; color: string }[] }) {
  return (
    <Group justify="center" gap="md" mt="xs">
      {items.map((item) => (
        <Group key={item.name} gap={6} wrap="nowrap">
          <ColorSwatch color={item.color} size={10} withShadow={false} />
          <Text size="sm">{item.name}</Text>
        </Group>
      ))}
    </Group>
  )
}

/** Axis text and grid colours that follow the light or dark scheme. */
export const AXIS = {
  text: 'var(--mantine-color-dimmed)',
  grid: 'var(--mantine-color-default-border)',
  fontSize: 12,
} as const
