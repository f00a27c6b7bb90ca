// The selected element's properties: position, size and turn in millimetres and degrees, flips,
// alignment in the print area, and for text its words, font, size, colour, spacing and alignment.
// A text change re-measures the text box around its centre.
import { Trans, useLingui } from '@lingui/react/macro'
import {
  ActionIcon,
  ColorInput,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core'
import {
  IconCopy,
  IconFlipHorizontal,
  IconFlipVertical,
  IconLayoutAlignBottom,
  IconLayoutAlignCenter,
  IconLayoutAlignLeft,
  IconLayoutAlignMiddle,
  IconLayoutAlignRight,
  IconLayoutAlignTop,
} from '@tabler/icons-react'
import { effectiveDpi } from '../../../contract/design-preflight'
import { type DesignElement, MAX_TEXT_LENGTH, type PrintArea, type TextElement } from '../../../contract/designs'
import { load as loadFontFace } from '../api/fonts'
import { type AlignTo, alignElement, duplicateElement, elementsOf, round, updateElement } from '../model/design-doc'
import { measureText } from '../model/measure-text'
import type { Editor } from '../model/use-editor'

export interface FontOption {
  value: string
  label: string
  disabled?: boolean
}

/** A text element re-measured after a change, its centre kept. */
export function remeasured(element: TextElement, change: Partial<TextElement>): Partial<TextElement> {
  const next = { ...element, ...change }
  const box = measureText(next)
  return {
    ...change,
    width: box.width,
    height: box.height,
    x: round(element.x + element.width / 2 - box.width / 2),
    y: round(element.y + element.height / 2 - box.height / 2),
  }
}

/**
 * A new font for a text: shown at once, and the box measured again once the font's face has
 * loaded — measured before, the fallback's widths gave the text a wrong box, and with it a wrong
 * print check and print file. Both steps are one undo step.
 */
function changeFont(editor: Editor, element: TextElement, fontId: string | null) {
  const key = `font:${element.id}`
  const sideId = editor.sideId
  editor.patch(element.id, remeasured(element, { fontId }), key)
  void loadFontFace(fontId)
    .catch(() => null)
    .then(() =>
      editor.apply((doc) => {
        const current = elementsOf(doc, sideId).find((each) => each.id === element.id)
        // Changed again meanwhile (another font, or removed): that change measures itself.
        if (current?.kind !== 'text' || current.fontId !== fontId) return doc
        const box = remeasured(current, {})
        if (box.width === current.width && box.height === current.height) return doc
        return updateElement(doc, sideId, current.id, box)
      }, key),
    )
}

const ALIGNS: { to: AlignTo; icon: typeof IconLayoutAlignLeft }[] = [
  { to: 'left', icon: IconLayoutAlignLeft },
  { to: 'center', icon: IconLayoutAlignCenter },
  { to: 'right', icon: IconLayoutAlignRight },
  { to: 'top', icon: IconLayoutAlignTop },
  { to: 'middle', icon: IconLayoutAlignMiddle },
  { to: 'bottom', icon: IconLayoutAlignBottom },
]

export function PropertiesPanel({ editor, area, fonts }: { editor: Editor; area: PrintArea; fonts: FontOption[] }) {
  const { t } = useLingui()
  const element = editor.selected
  if (!element)
    return (
      <Text size="sm" c="dimmed">
        <Trans>Select an element on the canvas or in the layers to change it.</Trans>
      </Text>
    )
  const set = (values: Partial<DesignElement>) => editor.patch(element.id, values)
  const alignLabels: Record<AlignTo, string> = {
    left: t`Align left`,
    center: t`Centre horizontally`,
    right: t`Align right`,
    top: t`Align top`,
    middle: t`Centre vertically`,
    bottom: t`Align bottom`,
  }
  const number = (label: string, value: number, onChange: (next: number) => void, suffix: string) => (
    <NumberInput
      size="xs"
      label={label}
      value={value}
      decimalScale={1}
      suffix={suffix}
      disabled={element.locked}
      onChange={(next) => typeof next === 'number' && Number.isFinite(next) && onChange(next)}
    />
  )
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing={6}>
        {number(t`X`, element.x, (x) => set({ x }), ' mm')}
        {number(t`Y`, element.y, (y) => set({ y }), ' mm')}
        {number(
          t`Width`,
          element.width,
          (width) =>
            element.kind === 'text'
              ? set(remeasured(element, { fontSize: round((element.fontSize * width) / element.width) }))
              : set({
                  width: Math.max(1, width),
                  height: round((element.height * Math.max(1, width)) / element.width),
                }),
          ' mm',
        )}
        {number(
          t`Turn`,
          element.rotation,
          (rotation) => set({ rotation: Math.max(-360, Math.min(360, rotation)) }),
          '°',
        )}
      </SimpleGrid>
      {element.kind === 'image' && (
        <Text size="xs" c="dimmed" data-testid="image-dpi">
          {t`${element.pixelWidth}×${element.pixelHeight} px · ${effectiveDpi(element)} DPI at this size`}
        </Text>
      )}
      <Group gap={4}>
        <Tooltip label={t`Flip horizontally`}>
          <ActionIcon
            variant="default"
            aria-label={t`Flip horizontally`}
            onClick={() => set({ flipX: !element.flipX })}
          >
            <IconFlipVertical size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t`Flip vertically`}>
          <ActionIcon variant="default" aria-label={t`Flip vertically`} onClick={() => set({ flipY: !element.flipY })}>
            <IconFlipHorizontal size={16} />
          </ActionIcon>
        </Tooltip>
        {ALIGNS.map(({ to, icon: Icon }) => (
          <Tooltip key={to} label={alignLabels[to]}>
            <ActionIcon
              variant="default"
              aria-label={alignLabels[to]}
              disabled={element.locked}
              onClick={() => set(alignElement(element, area, to))}
            >
              <Icon size={16} />
            </ActionIcon>
          </Tooltip>
        ))}
        <Tooltip label={t`Duplicate (Ctrl+D)`}>
          <ActionIcon
            variant="default"
            aria-label={t`Duplicate`}
            onClick={() => {
              let id: string | null = null
              editor.apply((doc) => {
                const result = duplicateElement(doc, editor.sideId, element.id)
                id = result.id
                return result.doc
              })
              if (id) editor.select(id)
            }}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {element.kind === 'text' && (
        <TextFields
          element={element}
          fonts={fonts}
          onChange={(change) => set(remeasured(element, change))}
          onFontChange={(fontId) => changeFont(editor, element, fontId)}
        />
      )}
    </Stack>
  )
}

function TextFields({
  element,
  fonts,
  onChange,
  onFontChange,
}: {
  element: TextElement
  fonts: FontOption[]
  onChange: (change: Partial<TextElement>) => void
  onFontChange: (fontId: string | null) => void
}) {
  const { t } = useLingui()
  return (
    <Stack gap={6}>
      <Textarea
        size="xs"
        label={t`Text`}
        autosize
        minRows={1}
        maxRows={5}
        maxLength={MAX_TEXT_LENGTH}
        value={element.text}
        onChange={(event) => event.currentTarget.value.trim() && onChange({ text: event.currentTarget.value })}
      />
      <Select
        size="xs"
        label={t`Font`}
        data={fonts}
        value={element.fontId ?? ''}
        allowDeselect={false}
        onChange={(value) => onFontChange(value ? value : null)}
      />
      <SimpleGrid cols={2} spacing={6}>
        <NumberInput
          size="xs"
          label={t`Size`}
          suffix=" pt"
          min={1}
          max={2000}
          decimalScale={1}
          value={element.fontSize}
          onChange={(value) => typeof value === 'number' && value > 0 && onChange({ fontSize: value })}
        />
        <NumberInput
          size="xs"
          label={t`Letter spacing`}
          suffix=" pt"
          min={-50}
          max={200}
          decimalScale={1}
          value={element.letterSpacing}
          onChange={(value) => typeof value === 'number' && onChange({ letterSpacing: value })}
        />
      </SimpleGrid>
      <ColorInput
        size="xs"
        label={t`Colour`}
        format="hex"
        value={element.fill}
        onChange={(value) => /^#[0-9a-fA-F]{6}$/.test(value) && onChange({ fill: value })}
      />
      <SegmentedControl
        size="xs"
        value={element.align}
        onChange={(value) => onChange({ align: value as TextElement['align'] })}
        data={[
          { value: 'left', label: t`Left` },
          { value: 'center', label: t`Centre` },
          { value: 'right', label: t`Right` },
        ]}
      />
    </Stack>
  )
}
