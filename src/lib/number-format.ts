// Numbers in the reader's locale through one cache of Intl.NumberFormat objects: a formatter is
// slow to build (a list of orders built two per amount shown: ~20 ms of a phone's first render of
// the order list, issue 21) and fast to use, so each locale and style is built once.
const formatters = new Map<string, Intl.NumberFormat>()

/**
 * The formatter for an app locale (`zh-cn`, `en`) or an Intl one (`zh-CN`), and options; built on
 * first use. Throws as the constructor does (an unknown currency code).
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  // The app's Chinese is zh-cn; Intl's is zh-CN. Other tags go as they are.
  const tag = locale === 'zh-cn' ? 'zh-CN' : locale
  const key = `${tag}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(tag, options)
    formatters.set(key, formatter)
  }
  return formatter
}
