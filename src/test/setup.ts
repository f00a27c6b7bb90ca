// jsdom lacks a few browser APIs that Mantine relies on.
import '@testing-library/dom'

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
