// A submit (or start) button that says what is still missing while it cannot be pressed, instead of
// sitting greyed out with no reason: "Still needed: express company, tracking number".
import { useLingui } from '@lingui/react/macro'
import { Button, type ButtonProps, Group, Text } from '@mantine/core'
import { type ReactNode, useId } from 'react'

export interface SubmitButtonProps extends ButtonProps {
  /** What the user still has to give, each as a short noun phrase; empty when ready. */
  missing: readonly string[]
  type?: 'submit' | 'button'
  onClick?: () => void
  children: ReactNode
}

/** "a, b and c" in the active language. */
export function listOf(items: readonly string[], locale: string): string {
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items)
}

export function SubmitButton({ missing, type = 'submit', children, disabled, ...button }: SubmitButtonProps) {
  const { t, i18n } = useLingui()
  const hintId = useId()
  const blocked = missing.length > 0
  const needed = listOf(missing, i18n.locale)
  return (
    <Group gap="sm" wrap="wrap-reverse" justify="flex-end">
      {blocked && (
        <Text id={hintId} size="xs" c="dimmed" data-testid="submit-missing">
          {t`Still needed: ${needed}`}
        </Text>
      )}
      <Button type={type} disabled={disabled || blocked} aria-describedby={blocked ? hintId : undefined} {...button}>
        {children}
      </Button>
    </Group>
  )
}
