// The preflight in words, in the user's language: a short label for the canvas and a sentence
// for the list.
import { useLingui } from '@lingui/react/macro'
import type { PreflightIssue } from '../../../contract/design-preflight'
import { DPI_REFUSE, DPI_WARN, MIN_TEXT_PT } from '../../../contract/designs'

export function useIssueText() {
  const { t } = useLingui()
  const label = (issue: PreflightIssue): string => {
    switch (issue.code) {
      case 'dpi-refused':
      case 'dpi-low':
        return t`${issue.dpi ?? 0} DPI`
      case 'outside':
        return t`Cut off`
      case 'off-area':
        return t`Outside`
      case 'text-small':
        return t`${issue.pt ?? 0} pt`
      case 'glyphs-missing':
        return t`Missing letters`
      case 'side-blank':
        return t`Nothing prints`
      case 'design-empty':
        return t`Empty`
    }
  }
  const sentence = (issue: PreflightIssue): string => {
    const dpi = issue.dpi ?? 0
    const pt = issue.pt ?? 0
    const characters = (issue.characters ?? []).join(' ')
    switch (issue.code) {
      case 'dpi-refused':
        return t`Image at ${dpi} DPI: below the ${DPI_REFUSE} DPI floor, it cannot be printed. Make it smaller or use a larger picture.`
      case 'dpi-low':
        return t`Image at ${dpi} DPI: under ${DPI_WARN} DPI it may print blurred. Make it smaller for a sharper print.`
      case 'outside':
        return t`Part of this element lies outside the print area and will be cut off.`
      case 'off-area':
        return t`This element lies wholly outside the print area: it will not print.`
      case 'text-small':
        return t`Text at ${pt} pt is below ${MIN_TEXT_PT} pt and may not be legible in print.`
      case 'glyphs-missing':
        return t`This font has no letters for ${characters}: they would print as empty boxes. Choose a font that has them (for Chinese, a Chinese font such as WenQuanYi Micro Hei).`
      case 'side-blank':
        return t`This side has elements but none of them prints (hidden or outside).`
      case 'design-empty':
        return t`The design prints nothing yet: add an image or a text inside a print area.`
    }
  }
  return { label, sentence }
}
