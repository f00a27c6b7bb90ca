// The per-row answer of a bulk action: which rows went through, which wait on this device, and
// which were refused and why (the server's message, in the user's language).
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Group, Paper, Stack, Text } from '@mantine/core'
import type { RowOutcome } from '../../lib/row-calls'

export interface BulkRow {
  id: string
  /** What the user knows the row by (order no., refund no.). */
  label: string
  /** A second line: status, amount. */
  detail?: string
}

export interface RowOutcomeListProps {
  rows: readonly BulkRow[]
  outcomes: Readonly<Record<string, RowOutcome>>
  /** What a done row is called: "Approved", "Paid". */
  doneLabel: string
  label: string
}

export function RowOutcomeList({ rows, outcomes, doneLabel, label }: RowOutcomeListProps) {
  return (
    <Stack gap={6} component="ul" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => {
        const outcome = outcomes[row.id]
        return (
          <Paper
            key={row.id}
            component="li"
            withBorder
            px="sm"
            py={6}
            radius="sm"
            data-outcome={outcome?.kind ?? 'none'}
            aria-label={row.label}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {row.label}
                </Text>
                {row.detail && (
                  <Text size="xs" c="dimmed" truncate>
                    {row.detail}
                  </Text>
                )}
              </Stack>
              <OutcomeBadge outcome={outcome} doneLabel={doneLabel} />
            </Group>
            {(outcome?.kind === 'refused' || outcome?.kind === 'unsent') && (
              <Text size="xs" c={outcome.kind === 'refused' ? 'red' : 'orange'} mt={2}>
                {outcome.message}
              </Text>
            )}
          </Paper>
        )
      })}
    </Stack>
  )
}

function OutcomeBadge({ outcome, doneLabel }: { outcome: RowOutcome | undefined; doneLabel: string }) {
  const { t } = useLingui()
  if (!outcome) return null
  const [color, text] =
    outcome.kind === 'done'
      ? ['green', doneLabel]
      : outcome.kind === 'queued'
        ? ['orange', t`Pending sync`]
        : outcome.kind === 'refused'
          ? ['red', t`Refused`]
          : ['orange', t`Not sent`]
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
      {text}
    </Badge>
  )
}

/** "2 approved · 1 refused": the counts of a finished run. */
export function OutcomeSummary({
  rows,
  outcomes,
  doneLabel,
}: Pick<RowOutcomeListProps, 'rows' | 'outcomes' | 'doneLabel'>) {
  const count = (kind: RowOutcome['kind']) => rows.filter((row) => outcomes[row.id]?.kind === kind).length
  const done = count('done')
  const queued = count('queued')
  const refused = count('refused')
  const unsent = count('unsent')
  return (
    // A live region: the counts are announced as the answers arrive.
    <Group gap="xs" data-testid="bulk-summary" role="status" aria-live="polite">
      {done > 0 && (
        <Badge color="green" variant="light">
          {doneLabel}: {done}
        </Badge>
      )}
      {queued > 0 && (
        <Badge color="orange" variant="light">
          <Trans>Pending sync: {queued}</Trans>
        </Badge>
      )}
      {refused > 0 && (
        <Badge color="red" variant="light">
          <Trans>Refused: {refused}</Trans>
        </Badge>
      )}
      {unsent > 0 && (
        <Badge color="orange" variant="light">
          <Trans>Not sent: {unsent}</Trans>
        </Badge>
      )}
    </Group>
  )
}
