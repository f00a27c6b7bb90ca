// The one matchMedia of the component tests (jsdom has none): src/test/setup.ts installs it
// answering "no" to every query, and a test that needs a desktop or a phone stubs its own answer.
/** A matchMedia whose answer per query the test decides. */
export function matchMediaStub(matches: (query: string) => boolean) {
  return (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })
}
