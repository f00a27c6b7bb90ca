// What a name or text field of a multipart form may hold. Names end up in the database (text
// cannot hold NUL), in Content-Disposition headers and on screens, where a right-to-left override
// turns "\u202Egnp.exe" into "exe.png" and a name of zero-width characters shows as nothing.
import type { MessageKey } from '../i18n/messages'

/** C0 and C1 controls and DEL (Unicode category Cc), tab and newlines included: a name is one line. */
const CONTROL = /\p{Cc}/u
/** Text may break lines and hold tabs; those are removed before looking for other controls. */
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g
/** Bidirectional embeddings, overrides and isolates (the marks LRM/RLM are harmless). */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069]/
/**
 * Characters that show nothing on their own: spaces, format characters (zero-width spaces and
 * joiners, BOM, soft hyphen, direction marks), lone combining marks and the Hangul fillers.
 */
const INVISIBLE = /[\s\p{Cf}\p{Mn}\p{Me}\u115f\u1160\u3164\uffa0]/gu

/** Why a file or field name is refused, or undefined when it is fine. */
export function nameProblem(name: string): MessageKey | undefined {
  if (CONTROL.test(name)) return 'validation.controlChars'
  if (BIDI_CONTROL.test(name)) return 'validation.bidiControl'
  if (name.length > 0 && name.replace(INVISIBLE, '') === '') return 'validation.invisibleName'
  return undefined
}

/** Why a free-text field value is refused (line breaks and tabs are text), or undefined. */
export function textProblem(text: string): MessageKey | undefined {
  if (CONTROL.test(text.replace(LINE_BREAKS_AND_TABS, ''))) return 'validation.controlChars'
  if (BIDI_CONTROL.test(text)) return 'validation.bidiControl'
  return undefined
}
