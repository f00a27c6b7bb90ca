import { afterEach, describe, expect, it } from 'vitest'
import { keepMantineStylesFirst } from './mantine-styles-order'

function link(href: string, attributes: Record<string, string> = {}): HTMLLinkElement {
  const element = document.createElement('link')
  element.rel = 'stylesheet'
  element.href = href
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  return element
}
const hrefs = () =>
  Array.from(document.head.querySelectorAll('link[rel="stylesheet"]')).map((element) =>
    (element as HTMLLinkElement).href.replace(/.*\//, ''),
  )
/** Lets the mutation observer run (it reports in a microtask). */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('keepMantineStylesFirst', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('moves the rest of Mantine’s stylesheet, added last by a lazy import, right after its first part', async () => {
    document.head.append(link('/dis/assets/boot-Ba0LE0Sw.css', { 'data-app-styles': '' }))
    keepMantineStylesFirst()
    // The app's stylesheets of the first screen, then a lazy screen's own and the rest (Vite's order).
    document.head.append(link('/dis/assets/layout-xy4MRc4u.css'), link('/dis/assets/workplace-yEKsDtM5.css'))
    await observed()
    document.head.append(link('/dis/assets/dates-CrbPQ12V.css'), link('/dis/assets/mantine-rest-DlElpETg.css'))
    await observed()
    expect(hrefs()).toEqual([
      'boot-Ba0LE0Sw.css',
      'mantine-rest-DlElpETg.css',
      'layout-xy4MRc4u.css',
      'workplace-yEKsDtM5.css',
      'dates-CrbPQ12V.css',
    ])
  })

  it('keeps the floating part before the rest, whichever arrives first', async () => {
    document.head.append(link('/dis/assets/boot-Ba0LE0Sw.css', { 'data-app-styles': '' }))
    keepMantineStylesFirst()
    document.head.append(link('/dis/assets/layout-xy4MRc4u.css'))
    document.head.append(link('/dis/assets/goods-Aa0LE0Sw.css'), link('/dis/assets/mantine-rest-DlElpETg.css'))
    await observed()
    document.head.append(link('/dis/assets/mantine-floating-Ca0LE0Sw.css'))
    await observed()
    expect(hrefs()).toEqual([
      'boot-Ba0LE0Sw.css',
      'mantine-floating-Ca0LE0Sw.css',
      'mantine-rest-DlElpETg.css',
      'layout-xy4MRc4u.css',
      'goods-Aa0LE0Sw.css',
    ])
  })

  it('puts the rest after the floating part that came first', async () => {
    document.head.append(link('/dis/assets/boot-Ba0LE0Sw.css', { 'data-app-styles': '' }))
    keepMantineStylesFirst()
    document.head.append(link('/dis/assets/layout-xy4MRc4u.css'), link('/dis/assets/mantine-floating-Ca0LE0Sw.css'))
    await observed()
    document.head.append(link('/dis/assets/dates-CrbPQ12V.css'), link('/dis/assets/mantine-rest-DlElpETg.css'))
    await observed()
    expect(hrefs()).toEqual([
      'boot-Ba0LE0Sw.css',
      'mantine-floating-Ca0LE0Sw.css',
      'mantine-rest-DlElpETg.css',
      'layout-xy4MRc4u.css',
      'dates-CrbPQ12V.css',
    ])
  })

  it('leaves the page alone under the dev server, which links no stylesheet', async () => {
    keepMantineStylesFirst()
    document.head.append(link('/dis/assets/layout-xy4MRc4u.css'), link('/dis/assets/mantine-rest-DlElpETg.css'))
    await observed()
    expect(hrefs()).toEqual(['layout-xy4MRc4u.css', 'mantine-rest-DlElpETg.css'])
  })
})
