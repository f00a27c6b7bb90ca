// jsdom lacks a few browser APIs that Mantine relies on.
import { configure } from '@testing-library/dom'
import { matchMediaStub } from '../lib/testing/match-media'

// findBy*/waitFor wait up to 5 s instead of 1 s: on a loaded machine a screen's first rows can take
// longer than a second to render, and the tests assert what appears, not when.
configure({ asyncUtilTimeout: 5_000 })

// No query matches by default; a test that needs a desktop or a phone stubs its own answer.
window.matchMedia ??= matchMediaStub(() => false)

class ResizeObserverShim {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverShim as unknown as typeof ResizeObserver

const { getComputedStyle } = window
window.getComputedStyle = (element: Element) => getComputedStyle(element)
Element.prototype.scrollIntoView ??= () => {}

// Menus, popovers, tooltips, drawers and selects draw stand-ins until their parts have loaded once
// the page is idle (src/components/floating): screen tests work with the real ones from the start;
// src/components/floating/deferred.test.tsx covers the stand-ins themselves.
await import('../components/floating/use-floating-parts').then(({ loadFloatingParts }) => loadFloatingParts())
