// The text editor's controls: text, font, size, colours, outline, letter spacing, alignment and
// the arc. Every change goes straight into the style; the screen previews it.
import { useLingui } from '@lingui/react/macro'
import {
  ColorInput,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Textarea,
} from '@mantine/core'
import { TEXT_MAX_CHARS, TEXT_MAX_LINES, type TextStyle } from '../../../contract/text-materials'

const HEX = /^#[0-9a-fA-F]{6}$/

export interface FontChoice {
  value: string
  label: string
  disabled?: boolean
}

export function TextStyleForm({
  style,
  fonts,
  onChange,
}: {
  style: TextStyle
  fonts: FontChoice[]
  onChange: (change: Partial<TextStyle>) => void
}) {
  const { t } = useLingui()
  const lines = style.text.split('\n').length
  return (
    <Stack gap="sm">
      <Textarea
        label={t`Text`}
        description={t`Up to ${TEXT_MAX_LINES} lines`}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={TEXT_MAX_CHARS}
        value={style.text}
        error={lines > TEXT_MAX_LINES ? t`At most ${TEXT_MAX_LINES} lines` : undefined}
        onChange={(event) => onChange({ text: event.currentTarget.value })}
      />
      <Select
        label={t`Font`}
        data={fonts}
        value={style.fontId ?? ''}
        allowDeselect={false}
        onChange={(value) => onChange({ fontId: value ? value : null })}
      />
      <SimpleGrid cols={2} spacing="sm">
        <NumberInput
          label={t`Size`}
          suffix=" pt"
          min={6}
          max={400}
          decimalScale={1}
          value={style.fontSize}
          onChange={(value) => typeof value === 'number' && value >= 6 && value <= 400 && onChange({ fontSize: value })}
        />
        <NumberInput
          label={t`Letter spacing`}
          suffix=" pt"
          min={-20}
          max={200}
          decimalScale={1}
          value={style.letterSpacing}
          onChange={(value) =>
            typeof value === 'number' && value >= -20 && value <= 200 && onChange({ letterSpacing: value })
          }
        />
      </SimpleGrid>
      <SimpleGrid cols={2} spacing="sm">
        <ColorInput
          label={t`Colour`}
          format="hex"
          value={style.fill}
          onChange={(value) => HEX.test(value) && onChange({ fill: value.toUpperCase() })}
        />
        <ColorInput
          label={t`Outline colour`}
          format="hex"
          value={style.stroke}
          onChange={(value) => HEX.test(value) && onChange({ stroke: value.toUpperCase() })}
        />
      </SimpleGrid>
      <NumberInput
        label={t`Outline width`}
        description={t`0 for no outline`}
        suffix=" pt"
        min={0}
        max={40}
        decimalScale={1}
        value={style.strokeWidth}
        onChange={(value) => typeof value === 'number' && value >= 0 && value <= 40 && onChange({ strokeWidth: value })}
      />
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t`Alignment`}
        </Text>
        <SegmentedControl
          fullWidth
          value={style.align}
          onChange={(value) => onChange({ align: value as TextStyle['align'] })}
          data={[
            { value: 'left', label: t`Left` },
            { value: 'center', label: t`Centre` },
            { value: 'right', label: t`Right` },
          ]}
        />
      </div>
      <div>
        <Text size="sm" fw={500}>
          {t`Arc`}: {style.arc}°
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          {t`Above 0 bends the text up like a rainbow, below 0 down like a smile`}
        </Text>
        <Slider
          thumbLabel={t`Arc`}
          min={-360}
          max={360}
          step={5}
          value={style.arc}
          onChange={(value) => onChange({ arc: value })}
          marks={[{ value: -180 }, { value: 0 }, { value: 180 }]}
          label={(value) => `${value}°`}
        />
      </div>
    </Stack>
  )
}
