// Labels of the materials' enums, declared once (STYLE.md §5).
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ColorMode, MaterialType } from '../../contract/materials'

const TYPE = { pattern: msg`Pattern`, image: msg`Image` } as const
const COLOR = {
  rgb: msg`RGB`,
  rgba: msg`RGB + transparency`,
  cmyk: msg`CMYK`,
  gray: msg`Greyscale`,
  other: msg`Other colour space`,
} as const

export const materialTypeLabel = (i18n: I18n, type: MaterialType) => i18n._(TYPE[type])
export const colorModeLabel = (i18n: I18n, mode: ColorMode) => i18n._(COLOR[mode])
