// What a name or text field of a multipart form may hold. Names end up in the database (text
// cannot hold NUL), in Content-Disposition headers and on screens, where a right-to-left override
// turns "\u202Egnp.exe" into "exe.png" and a name of zero-width characters shows as nothing.
import type { MessageKey } from '../i18n/messages'

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
/** Any C0 or C1 control, tab and newlines included: a name is one line. */
const CONTROL_IN_NAME = /[\u0000-\u001f\u007f-\u009f]/
/** Bidirectional embeddings, overrides and isolates (the marks LRM/RLM are harmless). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/
/** Characters that take no space on screen: zero-width spaces and joiners, BOM, soft hyphen… */
const INVISIBLE = /[\s\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180e\u200b-\u200f\u2060-\u2064\u3164\ufeff\uffa0]/gu

/** Why a file or field name is refused, or undefined when it is fine. */
export function nameProblem(name: string): MessageKey | undefined {
  if (CONTROL_IN_NAME.test(name)) return 'validation.controlChars'
  if (BIDI_CONTROL.test(name)) return 'validation.bidiControl'
  if (name.length > 0 && name.replace(INVISIBLE, '') === '') return 'validation.invisibleName'
  return undefined
}

/** Why a free-text field value is refused (line breaks and tabs are text), or undefined. */
export function textProblem(text: string): MessageKey | undefined {
  if (CONTROL_IN_TEXT.test(text)) return 'validation.controlChars'
  if (BIDI_CONTROL.test(text)) return 'validation.bidiControl'
  return undefined
}
