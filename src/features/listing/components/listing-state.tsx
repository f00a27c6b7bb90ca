// A listing's publishing state as a badge, and why it failed: our words, then the channel's own
// text and the fields it refused.
import { useLingui } from '@lingui/react/macro'
import { Badge, List, Stack, Text } from '@mantine/core'
import type { ListingFailure, PublishState } from '../../../contract/listing'
import { FAILURE_LABELS, PUBLISH_STATE_COLORS, PUBLISH_STATE_LABELS } from '../listing-labels'

export function PublishStateBadge({ state }: { state: PublishState }) {
  const { i18n } = useLingui()
  return (
    <Badge color={PUBLISH_STATE_COLORS[state]} variant="light" style={{ flexShrink: 0 }}>
      {i18n._(PUBLISH_STATE_LABELS[state])}
    </Badge>
  )
}

export function FailureReason({ failure }: { failure: ListingFailure }) {
  const { i18n, t } = useLingui()
  const ours = FAILURE_LABELS[failure.code]
  return (
    <Stack gap={2} data-testid="failure-reason">
      <Text size="xs" c="red" fw={600}>
        {ours ? i18n._(ours) : failure.code}
      </Text>
      {failure.fields.length > 0 ? (
        <List size="xs" spacing={0}>
          {failure.fields.map((field) => (
            <List.Item key={`${field.field}-${field.message}`}>
              <Text span size="xs" ff="monospace">
                {field.field}
              </Text>{' '}
              <Text span size="xs" lang="en" title={t`The channel's own words`}>
                {field.message}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : (
        <Text size="xs" c="dimmed" lang="en">
          {failure.message}
        </Text>
      )}
    </Stack>
  )
}
