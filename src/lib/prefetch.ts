// Code fetched before anyone asked for it — once the page is idle, or when the pointer enters a menu
// — is a guess, not a need. When its chunk does not arrive (unstable Wi-Fi, a build replaced
// meanwhile) the page stays as it is: the screen someone is reading does not turn into the loading
// error page for a menu nobody opened. A load someone waits for (a press) goes through `loadNeeded`:
// if it fails, app/chunk-errors.ts reports it, even when it joined a prefetch already under way.

let guesses = 0
let needs = 0

/** Runs `load` as a prefetch: resolves true once loaded, false if it failed (never rejects). */
export function prefetch(load: () => Promise<unknown>): Promise<boolean> {
  return counted(load, (delta) => {
    guesses += delta
  }).then(
    () => true,
    () => false,
  )
}

/** Runs `load` for someone waiting on it: a chunk failure meanwhile is the page's loading error. */
export function loadNeeded<T>(load: () => Promise<T>): Promise<T> {
  return counted(load, (delta) => {
    needs += delta
  })
}

function counted<T>(load: () => Promise<T>, count: (delta: 1 | -1) => void): Promise<T> {
  count(1)
  let loading: Promise<T>
  try {
    loading = load()
  } catch (error) {
    loading = Promise.reject(error)
  }
  return loading.finally(() => count(-1))
}

/**
 * Whether only prefetches are under way: a chunk failure Vite announces meanwhile is theirs, left
 * to whoever imported the chunk (a screen's own import then ends on the route's error page all the
 * same).
 */
export function onlyPrefetching(): boolean {
  return guesses > 0 && needs === 0
}
