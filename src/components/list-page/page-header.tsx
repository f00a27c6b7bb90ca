// A list or detail page's heading row: title (with optional badges beside it) and its actions.
import { Group, Title } from '@mantine/core'
import type { ReactNode } from 'react'

export interface PageHeaderProps {
  title: ReactNode
  /** Shown beside the title, e.g. a status badge. */
  extra?: ReactNode
  /** Buttons on the right; they wrap below the title on narrow screens. */
  actions?: ReactNode
}

export function PageHeader({ title, extra, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Group gap="sm" align="center" wrap="wrap">
        <Title order={3}>{title}</Title>
        {extra}
      </Group>
      {actions && (
        <Group gap="xs" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  )
}
