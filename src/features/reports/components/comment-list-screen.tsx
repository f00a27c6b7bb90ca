// /goods/comment/list: buyers' reviews with filters in the URL, recommend / un-recommend one or
// many, the review text and photos; cards on phones.
import { useLingui } from '@lingui/react/macro'
import { Button, Rating, Stack, Switch, Text } from '@mantine/core'
import type { DataTableColumn } from 'mantine-datatable'
import { useCallback, useMemo, useState } from 'react'
import { DataList, listQueryProps } from '../../../components/list-page/data-list'
import { useListControls } from '../../../components/list-page/list-controls'
import { PageHeader } from '../../../components/list-page/page-header'
import type { GoodsCommentRow } from '../../../contract/orders'
import { formatDay } from '../../../lib/format-date'
import { useLocale } from '../../../lib/i18n'
import { notifySuccess } from '../../../lib/notify'
import { useChannelName } from '../../../lookups/channel-names'
import { useCommentList } from '../api/list-comments'
import { useRecommendComments } from '../api/recommend-comments'
import { type CommentSearch, commentListRequest, hasCommentFilters } from '../comment-search'
import type { ShopChoice } from '../types'
import { CommentCard } from './comment-card'
import { CommentFilters } from './comment-filters'
import { ReviewImages } from './review-images'

/** The fields the review list sorts by (one list, so the memoised controls keep it). */
const COMMENT_SORT_FIELDS = ['rating', 'createdAt'] as const

export interface CommentListScreenProps {
  search: CommentSearch
  onSearchChange: (change: Partial<CommentSearch>) => void
  onReset: () => void
  shops: ShopChoice[]
  /** goods_comment.edit */
  canRecommend: boolean
}

export function CommentListScreen({ search, onSearchChange, onReset, shops, canRecommend }: CommentListScreenProps) {
  const { t } = useLingui()
  const channelName = useChannelName()
  const { locale } = useLocale()
  const request = commentListRequest(search)
  const list = useCommentList(request)
  const recommend = useRecommendComments()
  const [selected, setSelected] = useState<GoodsCommentRow[]>([])

  const change = useCallback(
    (next: Partial<CommentSearch>) => {
      setSelected([])
      onSearchChange(next)
    },
    [onSearchChange],
  )
  // Memoised: a ticked row hands the pager and table the same handlers.
  const controls = useListControls<GoodsCommentRow, (typeof COMMENT_SORT_FIELDS)[number]>({
    request,
    onChange: onSearchChange,
    sort: { search: request, defaultSort: 'createdAt', fields: COMMENT_SORT_FIELDS },
    // A new sort also clears the selection, as a filter change does.
    onSortChange: change,
  })
  const setRecommended = useCallback(
    (rows: GoodsCommentRow[], recommended: boolean) =>
      recommend.mutate(
        { ids: rows.map((row) => row.id), recommended },
        {
          onSuccess: (result) => {
            setSelected([])
            const n = result.updated.length
            notifySuccess(recommended ? t`Reviews recommended: ${n}` : t`Reviews no longer recommended: ${n}`)
          },
        },
      ),
    [recommend, t],
  )

  const columns = useMemo<DataTableColumn<GoodsCommentRow>[]>(
    () => [
      {
        accessor: 'content',
        title: t`Review`,
        render: (row) => (
          <Stack gap={4} maw={420}>
            <Text size="sm" fw={600} lineClamp={1}>
              {row.goodsTitle}
            </Text>
            <Text size="sm">{row.content}</Text>
            <ReviewImages images={row.images} size={40} />
          </Stack>
        ),
      },
      {
        accessor: 'rating',
        title: t`Rating`,
        sortable: true,
        width: 110,
        render: (row) => <Rating value={row.rating} readOnly size="xs" aria-label={`${row.rating}/5`} />,
      },
      { accessor: 'buyerName', title: t`Buyer` },
      { accessor: 'shopName', title: t`Shop`, render: (row) => `${row.shopName} · ${channelName(row.channel)}` },
      {
        accessor: 'createdAt',
        title: t`Reviewed`,
        sortable: true,
        width: 120,
        render: (row) => formatDay(row.createdAt, locale),
      },
      {
        accessor: 'recommended',
        title: t`Recommended`,
        width: 150,
        noWrap: true,
        render: (row) => (
          <Switch
            checked={row.recommended}
            disabled={!canRecommend || recommend.isPending}
            aria-label={t`Recommend review by ${row.buyerName}`}
            onClick={(event) => event.stopPropagation()}
            onChange={(event) => setRecommended([row], event.currentTarget.checked)}
          />
        ),
      },
    ],
    [t, locale, canRecommend, recommend.isPending, setRecommended, channelName],
  )
  const toRecommend = selected.filter((row) => !row.recommended)
  const toWithdraw = selected.filter((row) => row.recommended)

  return (
    <Stack gap="md">
      <PageHeader
        title={t`Reviews`}
        actions={
          canRecommend && (
            <>
              <Button
                disabled={toRecommend.length === 0}
                loading={recommend.isPending}
                onClick={() => setRecommended(toRecommend, true)}
              >
                {t`Recommend (${toRecommend.length})`}
              </Button>
              <Button
                variant="default"
                disabled={toWithdraw.length === 0}
                loading={recommend.isPending}
                onClick={() => setRecommended(toWithdraw, false)}
              >
                {t`Un-recommend (${toWithdraw.length})`}
              </Button>
            </>
          )
        }
      />
      <CommentFilters search={search} onChange={change} onReset={onReset} shops={shops} />
      <DataList<GoodsCommentRow>
        label={t`Reviews`}
        {...listQueryProps(list)}
        columns={columns}
        {...controls}
        selectedRecords={canRecommend ? selected : undefined}
        onSelectedRecordsChange={canRecommend ? setSelected : undefined}
        selectLabel={(row) => t`Select review by ${row.buyerName}`}
        emptyText={t`No reviews match these filters`}
        filtered={hasCommentFilters(search)}
        renderCard={(row, selection) => (
          <CommentCard
            comment={row}
            locale={locale}
            selection={selection}
            onRecommend={canRecommend ? (comment, on) => setRecommended([comment], on) : undefined}
            pending={recommend.isPending}
          />
        )}
      />
    </Stack>
  )
}
