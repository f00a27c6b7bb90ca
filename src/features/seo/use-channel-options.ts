// Channel choices for the SEO screens, named as everywhere else; 'all' for keywords of every channel.
import { useLingui } from '@lingui/react/macro'
import { CHANNELS } from '../../contract/dictionaries'
import type { TextLanguage } from '../../contract/seo-common'
import { TEXT_LANGUAGES } from '../../contract/seo-common'
import { useChannelName } from '../../lookups/channel-names'
import { ALL_CHANNELS_LABEL, LANGUAGE_LABELS } from './labels'

export function useSeoOptions() {
  const { i18n } = useLingui()
  const channelName = useChannelName()
  const channelLabel = (channel: string) =>
    channel === 'all' ? i18n._(ALL_CHANNELS_LABEL) : channelName(channel as (typeof CHANNELS)[number])
  return {
    channelLabel,
    languageLabel: (language: TextLanguage) => i18n._(LANGUAGE_LABELS[language]),
    channels: CHANNELS.map((value) => ({ value, label: channelName(value) })),
    keywordChannels: ['all', ...CHANNELS].map((value) => ({ value, label: channelLabel(value) })),
    languages: TEXT_LANGUAGES.map((value) => ({ value, label: i18n._(LANGUAGE_LABELS[value]) })),
  }
}
