// The filter row above a list: fields wrap on narrow screens; on phones only the primary field
// shows and the rest fold behind "Filters"; "Reset" clears the URL filters.
import { Trans } from '@lingui/react/macro'
import { Button, Collapse, Group, Paper, Stack } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useIsPhone } from './use-is-phone'

export interface FilterBarProps {
  /** Always visible (usually the keyword search). */
  primary?: ReactNode
  /** The other filters. */
  children: ReactNode
  /** Clears every filter (the route drops them from the search params). */
  onReset?: () => void
  /** True when some filter is set, so "Reset" has something to do. */
  active?: boolean
  /** The list's saved views (a row above the fields, on phones too). */
  views?: ReactNode
}

export function FilterBar({ primary, children, onReset, active, views }: FilterBarProps) {
  const isPhone = useIsPhone()
  const [open, setOpen] = useState(false)
  const reset = onReset && (
    <Button variant="subtle" onClick={onReset} disabled={!active}>
      <Trans>Reset</Trans>
    </Button>
  )
  if (isPhone) {
    return (
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="xs">
          {views}
          {primary}
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
              {open ? <Trans>Fewer filters</Trans> : <Trans>More filters</Trans>}
            </Button>
            {reset}
          </Group>
          <Collapse expanded={open}>
            <Group gap="sm" align="flex-end" wrap="wrap">
              {children}
            </Group>
          </Collapse>
        </Stack>
      </Paper>
    )
  }
  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        {views}
        <Group gap="sm" align="flex-end" wrap="wrap">
          {primary}
          {children}
          {reset}
        </Group>
      </Stack>
    </Paper>
  )
}
