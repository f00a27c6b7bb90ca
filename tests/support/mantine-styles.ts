// Whether every Mantine component on a page has its stylesheet (issues 17 and 21: Mantine's
// stylesheet is split per component, build/mantine-styles-plugin.ts). An unstyled component is
// easy to miss in a test that reads texts and roles, so this looks at the classes themselves: every
// Mantine class name (`m_77c9d27d`, a component part's) on an element of the page that Mantine's
// stylesheets style must have a rule in the stylesheets the page has applied.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const STYLESHEETS = [
  '@mantine/core/styles.css',
  '@mantine/dates/styles.css',
  '@mantine/notifications/styles.css',
  '@mantine/spotlight/styles.css',
]

let styled: string[] | null = null
/** The class names the installed Mantine packages' stylesheets have a rule for. */
function classesWithRules(): string[] {
  if (!styled) {
    const found = new Set<string>()
    for (const file of STYLESHEETS) {
      for (const [, name = ''] of readFileSync(require.resolve(file), 'utf8').matchAll(/\.(m_[0-9a-f]+)\b/g))
        found.add(name)
    }
    styled = [...found]
  }
  return styled
}

/**
 * The Mantine parts on the page drawn without their rules: `mantine-Select-dropdown (m_88b62a41)`
 * for each class Mantine styles that no applied stylesheet has a rule for. Empty when all is styled.
 */
export async function unstyledMantineParts(page: Page): Promise<string[]> {
  return page.evaluate((withRules) => {
    const inRules = new Set<string>()
    const read = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const [name] of rule.selectorText.matchAll(/m_[0-9a-f]+/g)) inRules.add(name)
        // @media, @supports, @layer and nested rules hold rules of their own.
        if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) read((rule as CSSGroupingRule).cssRules)
      }
    }
    for (const sheet of Array.from(document.styleSheets)) {
      // A stylesheet linked with media="print" is loaded but not applied (index.html's until boot applies it).
      if (sheet.disabled || sheet.media.mediaText === 'print') continue
      read(sheet.cssRules)
    }
    const styled = new Set(withRules)
    const missing = new Set<string>()
    for (const element of Array.from(document.querySelectorAll('[class*="m_"]'))) {
      const names = Array.from(element.classList)
      for (const name of names) {
        if (!name.startsWith('m_') || !styled.has(name) || inRules.has(name)) continue
        const part = names.find((other) => other.startsWith('mantine-')) ?? element.tagName.toLowerCase()
        missing.add(`${part} (${name})`)
      }
    }
    return [...missing].sort()
  }, classesWithRules())
}
