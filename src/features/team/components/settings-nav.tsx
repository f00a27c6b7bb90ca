// The four pages of /account/settings as tabs whose values are their URLs.
import { useLingui } from '@lingui/react/macro'
import { Stack, Tabs } from '@mantine/core'
import type { ReactNode } from 'react'
import { PageHeader } from '../../../components/list-page/page-header'

export const SETTINGS_PAGES = ['base', 'custom', 'binding', 'notification'] as const
export type SettingsPage = (typeof SETTINGS_PAGES)[number]

export function SettingsFrame(props: {
  active: SettingsPage | null
  onChange: (page: SettingsPage) => void
  children: ReactNode
}) {
  const { t } = useLingui()
  const labels: Record<SettingsPage, string> = {
    base: t`Basic settings`,
    custom: t`Personalization`,
    binding: t`Account binding`,
    notification: t`Notifications`,
  }
  return (
    <Stack gap="md">
      <PageHeader title={t`Settings`} />
      <Tabs value={props.active} onChange={(value) => value && props.onChange(value as SettingsPage)}>
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {SETTINGS_PAGES.map((page) => (
            <Tabs.Tab key={page} value={page}>
              {labels[page]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {props.children}
    </Stack>
  )
}
