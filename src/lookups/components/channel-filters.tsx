// The channel filter of a list, and the channel + shop pair: the shops offered are those of the
// chosen channel, and choosing another channel clears a shop that would no longer match.
import { useLingui } from '@lingui/react/macro'
import { Select } from '../../components/floating/deferred'
import type { Channel } from '../../contract/dictionaries'
import type { ShopSimple } from '../../contract/orders'
import { channelChoices } from '../channel-names'

export interface ChannelFilterProps {
  channel: Channel | undefined
  onChange: (channel: Channel | undefined) => void
}

export function ChannelFilter({ channel, onChange }: ChannelFilterProps) {
  const { t, i18n } = useLingui()
  return (
    <Select
      label={t`Channel`}
      w={{ base: '47%', sm: 170 }}
      clearable
      data={channelChoices((name) => i18n._(name))}
      value={channel ?? null}
      onChange={(value) => onChange((value as Channel | null) ?? undefined)}
    />
  )
}

export interface ChannelShopFiltersProps {
  channel: Channel | undefined
  shopId: string | undefined
  shops: ShopSimple[]
  onChange: (change: { channel?: Channel; shopId?: string }) => void
}

export function ChannelShopFilters({ channel, shopId, shops, onChange }: ChannelShopFiltersProps) {
  const { t } = useLingui()
  return (
    <>
      <ChannelFilter channel={channel} onChange={(next) => onChange({ channel: next, shopId: undefined })} />
      <Select
        label={t`Shop`}
        w={{ base: '47%', sm: 200 }}
        clearable
        searchable
        data={shops
          .filter((shop) => !channel || shop.channel === channel)
          .map((shop) => ({ value: shop.id, label: shop.name }))}
        value={shopId ?? null}
        onChange={(value) => onChange({ shopId: value ?? undefined })}
      />
    </>
  )
}
