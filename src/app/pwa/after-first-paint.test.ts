import { afterEach, describe, expect, it, vi } from 'vitest'
import { AFTER_FIRST_PAINT_LOADER, afterFirstPaint } from './after-first-paint'

const BUILT = `<!doctype html>
<html>
  <head>
    <title>console</title>
    <script type="module" crossorigin src="/dis/assets/early-start-a.js"></script>
    <script type="module" crossorigin src="/dis/assets/boot-b.js"></script>
    <link rel="stylesheet" crossorigin href="/dis/assets/boot-c.css" media="print" data-app-styles>
    <link rel="modulepreload" crossorigin href="/dis/assets/orders-d.js">
    <link rel="preload" as="style" crossorigin href="/dis/assets/orders-e.css">
  </head>
  <body>
    <div id="root"><div class="boot-splash">Distribution Console</div></div>
  </body>
</html>`

/** The document's head and body as the browser would parse the HTML (inline scripts do not run). */
function load(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  document.head.innerHTML = parsed.head.innerHTML
  document.body.innerHTML = parsed.body.innerHTML
}

const headTags = () =>
  [...document.head.children]
    .filter((element) => element.tagName !== 'TEMPLATE' && element.tagName !== 'TITLE')
    .map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('src') ?? element.getAttribute('href')}`)

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.head.innerHTML = ''
    document.body.innerHTML = ''
  })

  it('keeps the preloads marked to come with the HTML in the head (the design tools’ big chunks)', () => {
    const tools = BUILT.replace(
      '<title>console</title>',
      '<title>tools</title>\n    <link rel="modulepreload" crossorigin href="/dis/assets/t-react-f.js" data-with-html>',
    )
    load(afterFirstPaint(tools))
    expect(headTags()).toEqual(['link /dis/assets/t-react-f.js', 'link /dis/assets/boot-c.css'])
  })

  it('leaves nothing the splash does not need in the head: scripts and preloads wait in a template', () => {
    const html = afterFirstPaint(BUILT)
    load(html)
    // The stylesheet stays (it is not render-blocking: media="print" until the app applies it).
    expect(headTags()).toEqual(['link /dis/assets/boot-c.css'])
    const waiting = document.querySelector('template')?.content.querySelectorAll('script, link') ?? []
    expect([...waiting].map((element) => element.getAttribute('src') ?? element.getAttribute('href'))).toEqual([
      '/dis/assets/early-start-a.js',
      '/dis/assets/boot-b.js',
      '/dis/assets/orders-d.js',
      '/dis/assets/orders-e.css',
    ])
    // The loader is the body's last element, after the splash it waits to see painted.
    expect(document.body.lastElementChild?.tagName).toBe('SCRIPT')
    expect(document.body.lastElementChild?.textContent).toBe(AFTER_FIRST_PAINT_LOADER)
    expect(html.indexOf('boot-splash')).toBeLessThan(html.indexOf('requestAnimationFrame'))
  })

  it('adds them to the head after the first frame, in order, as the parser would have run them', () => {
    vi.useFakeTimers()
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    try {
      load(afterFirstPaint(BUILT))
      new Function(AFTER_FIRST_PAINT_LOADER)()
      expect(headTags()).toEqual(['link /dis/assets/boot-c.css'])
      // The frame, then the task after it.
      for (const frame of frames.splice(0)) frame(0)
      expect(headTags()).toEqual(['link /dis/assets/boot-c.css'])
      vi.advanceTimersByTime(0)
      expect(headTags()).toEqual([
        'link /dis/assets/boot-c.css',
        'script /dis/assets/early-start-a.js',
        'script /dis/assets/boot-b.js',
        'link /dis/assets/orders-d.js',
        'link /dis/assets/orders-e.css',
      ])
      const scripts = [...document.head.querySelectorAll('script')]
      expect(scripts.map((script) => [script.type, script.getAttribute('crossorigin'), script.async])).toEqual([
        ['module', '', false],
        ['module', '', false],
      ])
      expect(document.head.querySelector('link[href$="orders-d.js"]')?.getAttribute('rel')).toBe('modulepreload')
      // Once only: the hidden tab's timer finds them started.
      vi.advanceTimersByTime(1000)
      expect(document.head.querySelectorAll('script')).toHaveLength(2)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('starts them from a timer in a tab that paints no frames (opened in the background)', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestAnimationFrame', () => 0)
    try {
      load(afterFirstPaint(BUILT))
      new Function(AFTER_FIRST_PAINT_LOADER)()
      vi.advanceTimersByTime(199)
      expect(document.head.querySelectorAll('script')).toHaveLength(0)
      vi.advanceTimersByTime(1)
      expect(document.head.querySelectorAll('script')).toHaveLength(2)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('leaves HTML without scripts as it is', () => {
    const plain = '<!doctype html><html><head><title>x</title></head><body><p>x</p></body></html>'
    expect(afterFirstPaint(plain)).toBe(plain)
  })
})
