// CSV formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with
// = + - @ (or a tab / carriage return before one) as a formula, so a buyer named
// `=HYPERLINK(…)` or a title `-2+3+cmd|…` would come out of an export live. Every CSV the console
// writes passes its cells through here (src/lib/export/table-export.ts; a server-side writer must
// too): such a text cell gets a leading apostrophe, which spreadsheets show as plain text.

const FORMULA_START = /^[=+\-@\t\r]/
/** A plain signed number ("-12.50", "+3") is data, not a formula: amounts keep their sign. */
const PLAIN_NUMBER = /^[+-]?\d+(?:\.\d+)?$/

export function escapeCsvCell<T>(value: T): T | string {
  if (typeof value !== 'string' || !FORMULA_START.test(value) || PLAIN_NUMBER.test(value)) return value
  return `'${value}`
}
