// The order detail's "Tracking sent to the channel": one row per shipment pushed back to the
// channel the order came from — sending, accepted, or refused with the channel's words and a
// "retry now" button. While a push is under way the detail is read again every few seconds.
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { SaleOrderDetail } from '../../../contract/orders'
import type { TrackingState } from '../../../contract/tracking'
import { errorMessage } from '../../../lib/error-message'
import { formatDateTime } from '../../../lib/format-date'
import { notifyFailure, notifySuccess } from '../../../lib/notify'
import { orderKeys } from '../api/keys'
import { useRetryTracking } from '../api/retry-tracking'
import { Section } from './order-detail-sections'

const COLOR: Record<TrackingState, string> = { pending: 'blue', accepted: 'green', failed: 'red' }
const POLL_MS = 3000

export function OrderTracking({
  order,
  locale,
  canRetry,
}: {
  order: SaleOrderDetail
  locale: string
  canRetry: boolean
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const retry = useRetryTracking(order.id)
  // A mirrored detail saved before this section existed has no tracking list.
  const rows = order.tracking ?? []
  const pending = rows.some((row) => row.state === 'pending')
  useEffect(() => {
    if (!pending) return
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) }),
      POLL_MS,
    )
    return () => clearInterval(timer)
  }, [pending, queryClient, order.id])
  if (rows.length === 0) return null
  const label: Record<TrackingState, string> = {
    pending: t`Sending`,
    accepted: t`Accepted by the channel`,
    failed: t`Refused`,
  }
  return (
    <Section title={<Trans>Tracking sent to the channel</Trans>}>
      <Stack gap="sm">
        {rows.map((row) => (
          <Stack key={row.id} gap={4} data-testid="tracking-push">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                {row.carrier} · {row.trackingNo}
              </Text>
              <Badge color={COLOR[row.state]} variant="light">
                {label[row.state]}
              </Badge>
            </Group>
            {row.reason && (
              <Text size="sm" c={row.state === 'failed' ? 'red' : 'dimmed'}>
                {row.reason}
              </Text>
            )}
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="xs" c="dimmed">
                <Trans>
                  Calls made: {row.attempts} · updated {formatDateTime(row.updatedAt, locale)}
                </Trans>
              </Text>
              {row.state === 'failed' && canRetry && (
                <Button
                  size="xs"
                  variant="light"
                  loading={retry.isPending && retry.variables === row.id}
                  onClick={() =>
                    retry.mutate(row.id, {
                      onSuccess: () => notifySuccess(t`The tracking number is being sent again`),
                      onError: (error) => notifyFailure(errorMessage(error)),
                    })
                  }
                >
                  <Trans>Retry now</Trans>
                </Button>
              )}
            </Group>
          </Stack>
        ))}
      </Stack>
    </Section>
  )
}
