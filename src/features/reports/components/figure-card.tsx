// One headline figure: its value, and how it moved against the previous period.
import { Trans } from '@lingui/react/macro'
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatChange } from '../format'

export interface FigureCardProps {
  label: ReactNode
  value: string
  /** Relative change against the previous period; null when there is nothing to compare. */
  change?: number | null
  previous?: string
  locale: string
  /** For refund rates a rise is bad news. */
  lowerIsBetter?: boolean
  testId?: string
}

export function FigureCard({ label, value, change, previous, locale, lowerIsBetter, testId }: FigureCardProps) {
  const good = change != null && (lowerIsBetter ? change < 0 : change > 0)
  const color = change == null || change === 0 ? 'gray' : good ? 'teal' : 'red'
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fz={{ base: 17, sm: 24 }} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
        {change !== undefined && (
          <Group gap={6} wrap="wrap">
            <Badge
              variant="light"
              color={color}
              leftSection={
                change != null && change !== 0 ? (
                  change > 0 ? (
                    <IconArrowUpRight size={12} />
                  ) : (
                    <IconArrowDownRight size={12} />
                  )
                ) : null
              }
            >
              {change == null ? '—' : formatChange(change, locale)}
            </Badge>
            {previous !== undefined && (
              <Text size="xs" c="dimmed">
                <Trans>before: {previous}</Trans>
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
