// The language switch for the header and the sign-in pages (SPEC.md §1): the language button and,
// under it, a menu of the two languages.
//
// A small menu of its own rather than Mantine's Menu: the Menu brings floating-ui, the popover and
// the focus trap (≈ 20 KiB gzip), a seventh of the sign-in page's script, to place two items under
// a button, which CSS does. Not Mantine's Menu loaded lazily either: a placeholder button swapped for
// the menu when its code arrived could be swapped between a mouse press and its release, and that
// click was lost (seen in the end-to-end tests). Here the button is always the same element.
//
// It behaves as a menu button (WAI-ARIA): Enter, Space or ArrowDown open it with the current language
// focused; ArrowUp/ArrowDown/Home/End move; Escape closes it back onto the button; Tab or a press
// outside closes it.
import { Paper, UnstyledButton } from '@mantine/core'
import { IconCheck } from '@tabler/icons-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useLocale } from '../../lib/i18n'
import { LANGUAGES } from './languages'
import { LocaleButton } from './locale-button'
import classes from './locale-switch.module.css'

export function LocaleSwitch() {
  const { locale, setLocale } = useLocale()
  const [opened, setOpened] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const items = useRef<(HTMLButtonElement | null)[]>([])
  const menuId = useId()
  const current = Math.max(
    0,
    LANGUAGES.findIndex((language) => language.locale === locale),
  )

  useEffect(() => {
    if (!opened) return
    items.current[current]?.focus()
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpened(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [opened, current])

  const close = () => {
    setOpened(false)
    button.current?.focus()
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const index = items.current.indexOf(document.activeElement as HTMLButtonElement)
    const last = LANGUAGES.length - 1
    const focus = (next: number) => {
      event.preventDefault()
      items.current[next]?.focus()
    }
    if (event.key === 'ArrowDown') focus(index >= last ? 0 : index + 1)
    else if (event.key === 'ArrowUp') focus(index <= 0 ? last : index - 1)
    else if (event.key === 'Home') focus(0)
    else if (event.key === 'End') focus(last)
    else if (event.key === 'Escape') {
      event.preventDefault()
      close()
    } else if (event.key === 'Tab') setOpened(false)
  }

  return (
    <div ref={root} className={classes.root}>
      <LocaleButton
        ref={button}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => setOpened((open) => !open)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key !== 'ArrowDown') return
          event.preventDefault()
          setOpened(true)
        }}
      />
      {opened ? (
        <Paper id={menuId} role="menu" className={classes.dropdown} shadow="md" withBorder onKeyDown={onMenuKeyDown}>
          {LANGUAGES.map((language, index) => (
            <UnstyledButton
              key={language.locale}
              ref={(element: HTMLButtonElement | null) => {
                items.current[index] = element
              }}
              role="menuitem"
              tabIndex={-1}
              className={classes.item}
              lang={language.locale === 'zh-cn' ? 'zh-CN' : 'en'}
              onClick={() => {
                close()
                void setLocale(language.locale)
              }}
            >
              <span>{language.label}</span>
              {language.locale === locale ? <IconCheck size={14} aria-hidden /> : null}
            </UnstyledButton>
          ))}
        </Paper>
      ) : null}
    </div>
  )
}
