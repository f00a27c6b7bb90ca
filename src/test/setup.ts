// jsdom lacks a few browser APIs that Mantine relies on.
import { configure } from '@testing-library/dom'

// findBy*/waitFor wait up to 5 s instead of 1 s: on a loaded machine a screen's first rows can take
// longer than a second to render, and the tests assert what appears, not when.
configure({ asyncUtilTimeout: 5_000 })

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver

const { getComputedStyle } = window
window.getComputedStyle = (element: Element) => getComputedStyle(element)
Element.prototype.scrollIntoView ??= () => {}
