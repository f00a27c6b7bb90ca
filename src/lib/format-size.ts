// File sizes as people read them (KB / MB, one decimal), in the reader's language.
import { numberFormat } from './number-format'

export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / 1024 / 1024, 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte']
  return numberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value)
}
