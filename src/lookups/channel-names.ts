// The sales channels' names (SPEC.md: the codes and what they stand for). Brands read the same in
// every language; only the private channel is translated. Every screen that names a channel
// (filters, the shop drawer, strategies) takes its label from here.
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { CHANNELS, type Channel } from '../contract/dictionaries'

export const CHANNEL_NAMES: Record<Channel, MessageDescriptor> = {
  lazada: msg`Lazada`,
  shopee: msg`Shopee`,
  tiktok: msg`TikTok`,
  ozon: msg`Ozon`,
  amazon: msg`Amazon`,
  wm: msg`WooCommerce`,
  cd: msg`Cdiscount`,
  shopify: msg`Shopify`,
  custom: msg`Custom channel`,
}

/** Select data of every channel, by name. */
export function channelChoices(translate: (name: MessageDescriptor) => string) {
  return CHANNELS.map((channel) => ({ value: channel, label: translate(CHANNEL_NAMES[channel]) }))
}

/** A channel's name; an unknown code (data from an older version) shows as it is. */
export function channelName(translate: (name: MessageDescriptor) => string, channel: string): string {
  const name = CHANNEL_NAMES[channel as Channel]
  return name ? translate(name) : channel
}

/** channelName in the current language; a new function only when the language changes. */
export function useChannelName(): (channel: string) => string {
  const { _ } = useLingui()
  return useCallback((channel: string) => channelName(_, channel), [_])
}
