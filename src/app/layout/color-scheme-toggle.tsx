// Switches between the light and dark colour schemes (kept by Mantine in localStorage).
import { useLingui } from '@lingui/react/macro'
import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core'
import { IconMoon, IconSun } from '@tabler/icons-react'
import { Tooltip } from '../../components/floating/deferred'

export function ColorSchemeToggle() {
  const { t } = useLingui()
  const { setColorScheme } = useMantineColorScheme()
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false })
  const label = scheme === 'dark' ? t`Light mode` : t`Dark mode`
  return (
    <Tooltip label={label}>
      <ActionIcon size="lg" aria-label={label} onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}>
        {scheme === 'dark' ? <IconSun size={20} stroke={1.6} /> : <IconMoon size={20} stroke={1.6} />}
      </ActionIcon>
    </Tooltip>
  )
}
