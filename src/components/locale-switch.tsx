// The language switch for the header and the sign-in pages (SPEC.md §1).
import { useLingui } from '@lingui/react/macro'
import { Button, Menu } from '@mantine/core'
import { IconCheck, IconLanguage } from '@tabler/icons-react'
import type { Locale } from '../contract/constants'
import { useLocale } from '../lib/i18n'

// Each language is named in itself, so a reader of the other language can still find theirs.
const LANGUAGES: { locale: Locale; label: string; short: string }[] = [
  { locale: 'zh-cn', label: '简体中文', short: '中文' },
  { locale: 'en', label: 'English', short: 'EN' },
]

export function LocaleSwitch() {
  const { t } = useLingui()
  const { locale, setLocale } = useLocale()
  const current = LANGUAGES.find((language) => language.locale === locale) ?? LANGUAGES[0]!
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={<IconLanguage size={16} stroke={1.6} />}
          aria-label={t`Language: ${current.label}`}
        >
          {current.short}
        </Button>
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
