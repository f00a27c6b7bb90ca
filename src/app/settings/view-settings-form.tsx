// The view settings of SPEC.md §3 as a form: theme colour, menu theme, layout, content width,
// header and sidebar behaviour, colour-weak mode and tabs. Used by the layout drawer and by
// /account/settings/custom; every change applies at once and is stored in this browser.
import { Trans, useLingui } from '@lingui/react/macro'
import { Button, CheckIcon, ColorSwatch, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { THEME_COLOURS } from '../../contract/constants'
import { useViewSettings } from './view-settings-context'

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack gap={8}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  )
}

export function ViewSettingsForm() {
  const { t } = useLingui()
  const { settings, update, reset } = useViewSettings()
  return (
    <Stack gap="lg">
      <Section title={<Trans>Theme colour</Trans>}>
        <Group gap={8}>
          {THEME_COLOURS.map((colour) => (
            <ColorSwatch
              key={colour}
              component="button"
              type="button"
              color={colour}
              size={26}
              aria-label={colour}
              aria-pressed={settings.color === colour}
              onClick={() => update({ color: colour })}
              style={{ color: '#fff', cursor: 'pointer' }}
            >
              {settings.color === colour ? <CheckIcon size={12} /> : null}
            </ColorSwatch>
          ))}
        </Group>
      </Section>
      <Section title={<Trans>Menu theme</Trans>}>
        <SegmentedControl
          value={settings.theme}
          onChange={(value) => update({ theme: value as 'dark' | 'light' })}
          data={[
            { value: 'dark', label: t`Dark` },
            { value: 'light', label: t`Light` },
          ]}
        />
      </Section>
      <Section title={<Trans>Navigation mode</Trans>}>
        <SegmentedControl
          value={settings.layout}
          onChange={(value) => update({ layout: value as 'topmenu' | 'sidemenu' })}
          data={[
            { value: 'topmenu', label: t`Top menu` },
            { value: 'sidemenu', label: t`Side menu` },
          ]}
        />
      </Section>
      <Section title={<Trans>Content width</Trans>}>
        <SegmentedControl
          value={settings.contentWidth}
          onChange={(value) => update({ contentWidth: value as 'fluid' | 'fixed' })}
          data={[
            { value: 'fluid', label: t`Fluid` },
            { value: 'fixed', label: t`Fixed` },
          ]}
        />
      </Section>
      <Stack gap="sm">
        <Switch
          label={t`Fixed header`}
          checked={settings.fixedHeader}
          onChange={(event) => update({ fixedHeader: event.currentTarget.checked })}
        />
        <Switch
          label={t`Hide header when scrolling`}
          checked={settings.autoHideHeader}
          disabled={!settings.fixedHeader}
          onChange={(event) => update({ autoHideHeader: event.currentTarget.checked })}
        />
        <Switch
          label={t`Fixed sidebar`}
          checked={settings.fixSiderbar}
          disabled={settings.layout !== 'sidemenu'}
          onChange={(event) => update({ fixSiderbar: event.currentTarget.checked })}
        />
        <Switch
          label={t`Colour-weak mode`}
          checked={settings.weak}
          onChange={(event) => update({ weak: event.currentTarget.checked })}
        />
        <Switch
          label={t`Multiple tabs`}
          checked={settings.multiTab}
          onChange={(event) => update({ multiTab: event.currentTarget.checked })}
        />
      </Stack>
      <Button variant="default" onClick={reset}>
        <Trans>Restore defaults</Trans>
      </Button>
    </Stack>
  )
}
