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
/** The page as index.html leaves it (Mantine's first part linked), with the keeper started. */
function startPage() {
  document.head.append(link('/dis/assets/boot-Ba0LE0Sw.css', { 'data-app-styles': '' }))
  keepMantineStylesFirst()
}
/** Stylesheets appended as Vite appends a lazy chunk's, in one go, then seen by the keeper. */
async function add(...files: string[]) {
  document.head.append(...files.map((file) => link(`/dis/assets/${file}`)))
  await observed()
}

describe('keepMantineStylesFirst', () => {
  afterEach(() => {
    document.head.innerHTML = ''
  })

  it('moves the rest of Mantine’s stylesheet, added last by a lazy import, right after its first part', async () => {
    startPage()
    // The app's stylesheets of the first screen, then a lazy screen's own and the rest (Vite's order).
    await add('layout-xy4MRc4u.css', 'workplace-yEKsDtM5.css')
    await add('dates-CrbPQ12V.css', 'mantine-rest-DlElpETg.css')
    expect(hrefs()).toEqual([
      'boot-Ba0LE0Sw.css',
      'mantine-rest-DlElpETg.css',
      'layout-xy4MRc4u.css',
      'workplace-yEKsDtM5.css',
      'dates-CrbPQ12V.css',
    ])
  })

  it('keeps the floating part before the rest, whichever arrives first', async () => {
    startPage()
    await add('layout-xy4MRc4u.css', 'goods-Aa0LE0Sw.css', 'mantine-rest-DlElpETg.css')
    await add('mantine-floating-Ca0LE0Sw.css')
    expect(hrefs()).toEqual([
      'boot-Ba0LE0Sw.css',
      'mantine-floating-Ca0LE0Sw.css',
      'mantine-rest-DlElpETg.css',
      'layout-xy4MRc4u.css',
      'goods-Aa0LE0Sw.css',
    ])
  })

  it('puts the rest after the floating part that came first', async () => {
    startPage()
    await add('layout-xy4MRc4u.css', 'mantine-floating-Ca0LE0Sw.css')
    await add('dates-CrbPQ12V.css', 'mantine-rest-DlElpETg.css')
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
    await add('layout-xy4MRc4u.css', 'mantine-rest-DlElpETg.css')
    expect(hrefs()).toEqual(['layout-xy4MRc4u.css', 'mantine-rest-DlElpETg.css'])
  })
})
