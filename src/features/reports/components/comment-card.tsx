// One review on a phone: goods, stars, the text and photos, and the recommend switch in reach.
import { Trans } from '@lingui/react/macro'
import { Card, Group, Rating, Stack, Switch, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import type { GoodsCommentRow } from '../../../contract/orders'
import { formatDay } from '../../../lib/format-date'
import { useChannelName } from '../../../lookups/channel-names'
import { ReviewImages } from './review-images'

export interface CommentCardProps {
  comment: GoodsCommentRow
  locale: string
  selection?: ReactNode
  /** Present when the user may recommend reviews. */
  onRecommend?: (comment: GoodsCommentRow, recommended: boolean) => void
  pending?: boolean
}

export function CommentCard({ comment, locale, selection, onRecommend, pending }: CommentCardProps) {
  const channelName = useChannelName()
  return (
    <Card withBorder padding="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
            {selection}
            <Text fw={600} size="sm" lineClamp={2}>
              {comment.goodsTitle}
            </Text>
          </Group>
          <Rating value={comment.rating} readOnly size="xs" aria-label={`${comment.rating}/5`} />
        </Group>
        <Text size="sm">{comment.content}</Text>
        <ReviewImages images={comment.images} />
        <Text size="xs" c="dimmed">
          {comment.buyerName} · {comment.shopName} · {channelName(comment.channel)} ·{' '}
          {formatDay(comment.createdAt, locale)}
        </Text>
        {onRecommend && (
          <Switch
            size="md"
            checked={comment.recommended}
            disabled={pending}
            onChange={(event) => onRecommend(comment, event.currentTarget.checked)}
            label={<Trans>Recommended</Trans>}
          />
        )}
      </Stack>
    </Card>
  )
}
