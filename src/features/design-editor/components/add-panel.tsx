// Adding to the side on screen: a picture from the materials library (placed centred at a size
// it prints sharply at, never over the area), or a text in a font that draws it (fontFor), in
// the ink that stands out on the product's colour.
import { Trans } from '@lingui/react/macro'
import { Button, Stack } from '@mantine/core'
import { IconPhotoPlus, IconTextPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { MM_PER_INCH, PRINT_DPI, type PrintArea, type TextElement } from '../../../contract/designs'
import type { FontRow, MaterialRow } from '../../../contract/materials'
import { fontFor, load as loadFontFace } from '../api/fonts'
import { addElement, fitBox, newElementId, round } from '../model/design-doc'
import { measureText } from '../model/measure-text'
import type { Editor } from '../model/use-editor'

export type MaterialPickerRender = (props: {
  opened: boolean
  onClose: () => void
  onPick: (material: MaterialRow) => void
}) => ReactNode

const common = { rotation: 0, flipX: false, flipY: false, locked: false, hidden: false }

/** Where a new picture goes: centred, at most 60 % of the area, never larger than it prints at PRINT_DPI. */
export function placeMaterial(material: MaterialRow, area: PrintArea) {
  const box = fitBox(area, material.width / material.height)
  const sharpWidth = (material.width / PRINT_DPI) * MM_PER_INCH
  if (box.width <= sharpWidth) return box
  const width = round(sharpWidth)
  const height = round((sharpWidth * material.height) / material.width)
  return { x: round((area.width - width) / 2), y: round((area.height - height) / 2), width, height }
}

export function AddPanel({
  editor,
  area,
  fonts,
  ink,
  label,
  pickerOpened,
  setPickerOpened,
  renderPicker,
}: {
  editor: Editor
  area: PrintArea
  /** The seller's fonts, for a text the built-in sans cannot draw. */
  fonts: readonly FontRow[]
  /** The new text's colour (inkFor the product's colour). */
  ink: string
  label: string
  pickerOpened: boolean
  setPickerOpened: (opened: boolean) => void
  renderPicker: MaterialPickerRender
}) {
  const addText = async () => {
    const sideId = editor.sideId
    const fontId = await fontFor(label, fonts)
    // Measured with the face itself: a fallback's widths would give the text a wrong box.
    await loadFontFace(fontId).catch(() => null)
    const base: TextElement = {
      id: newElementId(),
      kind: 'text',
      text: label,
      fontId,
      fontSize: 48,
      fill: ink,
      align: 'center',
      letterSpacing: 0,
      x: 0,
      y: 0,
      width: 10,
      height: 10,
      ...common,
    }
    const box = measureText(base)
    const element = {
      ...base,
      ...box,
      x: round((area.width - box.width) / 2),
      y: round((area.height - box.height) / 2),
    }
    editor.apply((doc) => addElement(doc, sideId, element))
    editor.select(element.id)
  }
  return (
    <Stack gap="xs">
      <Button leftSection={<IconPhotoPlus size={18} />} variant="light" onClick={() => setPickerOpened(true)}>
        <Trans>Add image from library</Trans>
      </Button>
      <Button leftSection={<IconTextPlus size={18} />} variant="light" onClick={() => void addText()}>
        <Trans>Add text</Trans>
      </Button>
      {renderPicker({
        opened: pickerOpened,
        onClose: () => setPickerOpened(false),
        onPick: (material) => {
          setPickerOpened(false)
          const element = {
            id: newElementId(),
            kind: 'image' as const,
            materialId: material.id,
            pixelWidth: material.width,
            pixelHeight: material.height,
            ...placeMaterial(material, area),
            ...common,
          }
          editor.apply((doc) => addElement(doc, editor.sideId, element))
          editor.select(element.id)
        },
      })}
    </Stack>
  )
}
