// Live password strength under a new-password field (SPEC.md §5 "password strength
// insufficient"), using the rule the server applies too.
import { useLingui } from '@lingui/react/macro'
import { Group, Progress, Stack, Text } from '@mantine/core'
import { type PasswordStrength, passwordStrength } from '../../../contract/password-strength'

const COLOURS: Record<PasswordStrength, string> = { 0: 'red', 1: 'orange', 2: 'yellow', 3: 'teal' }

export function PasswordStrengthMeter({ value }: { value: string }) {
  const { t } = useLingui()
  if (!value) return null
  const strength = passwordStrength(value)
  const labels: Record<PasswordStrength, string> = { 0: t`Too weak`, 1: t`Weak`, 2: t`Fair`, 3: t`Strong` }
  // Even a too-weak password lights the first bar, so the meter visibly reacts to typing.
  const lit = Math.max(strength, 1)
  return (
    <Stack gap={4} mt={6}>
      <Group gap={4} grow aria-hidden>
        {[1, 2, 3].map((bar) => (
          <Progress key={bar} size={4} value={bar <= lit ? 100 : 0} color={COLOURS[strength]} transitionDuration={0} />
        ))}
      </Group>
      <Text size="xs" c="dimmed" aria-live="polite">
        {t`Password strength: ${labels[strength]}`}
      </Text>
    </Stack>
  )
}
