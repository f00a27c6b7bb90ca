// Owns the listing routes of the nine sales channels (SPEC.md §2 "Listing per channel").
import { msg } from '@lingui/core/macro'
import type { Channel } from '../contract/dictionaries'
import { CHANNEL_NAMES } from '../lookups/channel-names'
import { detail, group, page, type RouteNode } from './route-node'

type BrandChannel = Exclude<Channel, 'custom'>

/** Marketplace names are brands, the same in every language; they fill the entry titles below. */
const BRAND_NAMES: Record<BrandChannel, string> = {
  lazada: 'Lazada',
  shopee: 'Shopee',
  tiktok: 'TikTok',
  ozon: 'Ozon',
  amazon: 'Amazon',
  wm: 'WooCommerce',
  cd: 'Cdiscount',
  shopify: 'Shopify',
}

const BRAND_ORDER: BrandChannel[] = ['lazada', 'shopee', 'tiktok', 'ozon', 'amazon', 'wm', 'cd', 'shopify']

/** Goods list, template list, hidden template detail and export records of one marketplace. */
function brandChannel(channel: BrandChannel): RouteNode {
  const name = BRAND_NAMES[channel]
  const permission = [`platform_${channel}`] as const
  const children = [
    page(`/platform/goods/${channel}`, msg`${name} goods`),
    page(`/platform/list/${channel}`, msg`${name} templates`),
    detail(`/platform/${channel}`, msg`${name} template detail`),
    page(`/platform/export/${channel}`, msg`${name} export records`),
  ]
  if (channel === 'lazada') {
    children.push(
      page('/platform/shop/lazada', msg`Lazada shop goods`),
      detail('/platform/shop/goods/publish', msg`Publish to Lazada shop`),
      page('/platform/public/goods/lazada', msg`Lazada department store plaza`),
    )
  }
  return group(`channel-${channel}`, CHANNEL_NAMES[channel], children, { permission })
}

/** The private channel has a permission key per screen. */
const customChannel = group(
  'channel-custom',
  CHANNEL_NAMES.custom,
  [
    page('/platform/goods/custom', msg`Custom channel goods`, { permission: ['platform_custom_goods_list'] }),
    page('/platform/list/custom', msg`Custom channel templates`, { permission: ['platform_custom_template_list'] }),
    detail('/platform/custom', msg`Custom channel template detail`, {
      permission: ['platform_custom_template_detail'],
    }),
    page('/platform/export/custom', msg`Custom channel export records`, {
      permission: ['platform_custom_export_list'],
    }),
    page('/platform/public/goods/custom', msg`Custom channel public goods`, {
      permission: ['platform_custom_public_goods_list'],
    }),
  ],
  { permission: ['platform_custom'] },
)

export const CHANNEL_GROUPS: RouteNode[] = [...BRAND_ORDER.map(brandChannel), customChannel]
