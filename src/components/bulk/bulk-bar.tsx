// The bar of a list's bulk actions: how many rows are chosen, the actions, and "clear". It stays in
// reach while a long list scrolls: it sticks just below the app header.
import { Trans } from '@lingui/react/macro'
import { Button, Group, Paper, Text } from '@mantine/core'
import type { ReactNode } from 'react'

export interface BulkBarProps {
  count: number
  onClear: () => void
  /** The action buttons. */
  children: ReactNode
  label: string
}

export function BulkBar({ count, onClear, children, label }: BulkBarProps) {
  if (count === 0) return null
  return (
    <Paper
      withBorder
      shadow="sm"
      p="xs"
      radius="md"
      role="region"
      aria-label={label}
      style={{ position: 'sticky', top: 'calc(var(--app-shell-header-height, 0px) + 8px)', zIndex: 3 }}
    >
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} data-testid="bulk-count">
            <Trans>{count} selected</Trans>
          </Text>
          <Button size="compact-sm" variant="subtle" color="gray" onClick={onClear}>
            <Trans>Clear</Trans>
          </Button>
        </Group>
        <Group gap="xs" wrap="wrap">
          {children}
        </Group>
      </Group>
    </Paper>
  )
}
