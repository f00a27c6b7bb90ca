// Labels and colours of the goods statuses, declared once (STYLE.md §5).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { GoodsStatus } from '../contract/goods'

export const GOODS_STATUS_LABELS = {
  draft: msg`Draft`,
  on_sale: msg`On sale`,
  off_shelf: msg`Off shelf`,
  banned: msg`Banned by the platform`,
  deleted: msg`Deleted`,
} satisfies Record<GoodsStatus, ReturnType<typeof msg>>

/** What the seller's action is called when it leads to a status ("Put on sale"). */
export const GOODS_STATUS_ACTIONS = {
  draft: msg`Back to draft`,
  on_sale: msg`Put on sale`,
  off_shelf: msg`Take off shelf`,
  banned: msg`Ban`,
  deleted: msg`Delete`,
} satisfies Record<GoodsStatus, ReturnType<typeof msg>>

export const GOODS_STATUS_COLORS: Record<GoodsStatus, string> = {
  draft: 'gray',
  on_sale: 'green',
  off_shelf: 'yellow',
  banned: 'red',
  deleted: 'dark',
}

export const goodsStatusLabel = (i18n: I18n, status: GoodsStatus) => i18n._(GOODS_STATUS_LABELS[status])
