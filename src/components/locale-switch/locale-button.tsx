// The switch's button, shared by the placeholder and the real menu so both look the same.
import { useLingui } from '@lingui/react/macro'
import { Button, type ButtonProps, createPolymorphicComponent } from '@mantine/core'
import { IconLanguage } from '@tabler/icons-react'
import { forwardRef } from 'react'
import { useLocale } from '../../lib/i18n'
import { languageOf } from './languages'

type LocaleButtonProps = ButtonProps & React.ComponentPropsWithoutRef<'button'>

export const LocaleButton = createPolymorphicComponent<'button', LocaleButtonProps>(
  forwardRef<HTMLButtonElement, LocaleButtonProps>(function LocaleButton(props, ref) {
    const { t } = useLingui()
    const { locale } = useLocale()
    const current = languageOf(locale)
    return (
      <Button
        ref={ref}
        variant="subtle"
        color="gray"
        size="compact-sm"
        leftSection={<IconLanguage size={16} stroke={1.6} />}
        aria-label={t`Language: ${current.label}`}
        {...props}
      >
        {current.short}
      </Button>
    )
  }),
)
