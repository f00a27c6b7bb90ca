// The language switch for the header and the sign-in pages (SPEC.md §1): Mantine's Menu on the
// language button.
//
// Not loaded lazily on purpose: a placeholder button swapped for the menu when its code arrived
// could be swapped between a mouse press and its release, and that click was lost (the menu did
// not open; seen in the end-to-end tests). The menu (floating-ui, popover, focus trap: about
// 30 KiB gzip) is part of the first page again: a menu that always opens is worth more.
import { Menu } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { useLocale } from '../../lib/i18n'
import { LANGUAGES } from './languages'
import { LocaleButton } from './locale-button'

export function LocaleSwitch() {
  const { locale, setLocale } = useLocale()
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <LocaleButton />
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
