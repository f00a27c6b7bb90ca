// The language menu (SPEC.md §1): Mantine's Menu, which brings floating-ui and a focus trap, so
// locale-switch.tsx loads it after the first paint.
import { Menu } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useLocale } from '../../lib/i18n'
import { LANGUAGES } from './languages'
import { LocaleButton } from './locale-button'

export function LocaleMenu({
  defaultOpened = false,
  focusOnMount = false,
}: {
  defaultOpened?: boolean
  focusOnMount?: boolean
}) {
  const { locale, setLocale } = useLocale()
  const button = useRef<HTMLButtonElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when it replaces the focused placeholder
  useEffect(() => {
    if (focusOnMount) button.current?.focus()
  }, [])
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LocaleButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.locale}
            lang={language.locale === 'zh-cn' ? 'zh-CN' : 'en'}
            rightSection={language.locale === locale ? <IconCheck size={14} /> : null}
            onClick={() => void setLocale(language.locale)}
          >
            {language.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
