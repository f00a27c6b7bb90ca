// The console page's first script (index.html lists it before the boot chunk): it sends the requests
// a signed-in page's first screen waits for — the user's info for the layout's guard (issue 21), on
// the order list its first page (issue 21) and, on the design editor's page, the model chooser's
// first page (issue 17) — as soon as the HTML has
// been parsed. From the boot chunk they left only once React, the router and Mantine (≈ 120 KiB
// gzip) had arrived and run: on a phone's network the first screen then waited one more round trip
// after its code. The CSP forbids an inline script, hence a module of its own, which imports only
// the few small modules it needs (the token, the language, the early slots) and not the boot chunk.
// Whoever needs the answers takes them through apiFetch's `sent` (early-request.ts), or asks itself.

import { requestFirstOrdersEarly } from './features/orders/api/early-orders'
import { resolveInitialLocale } from './lib/initial-locale'
import { readStorage } from './lib/safe-storage'
import { requestUserInfoEarly } from './lib/session/early-user-info'
import { STORAGE_KEYS } from './lib/storage-keys'
import { getToken } from './lib/token'
import { requestFirstModelsEarly } from './lookups/api/early-models'

if (getToken()) {
  const locale = resolveInitialLocale()
  requestUserInfoEarly(locale)
  requestFirstOrdersEarly(window.location.pathname, window.location.search, locale)
  requestFirstModelsEarly(window.location.pathname, locale)
}

// The page's first touch of sessionStorage is a synchronous round trip to the browser for the
// tab's storage area (≈ 11 ms on a quiet desktop, more on a phone). Signed in, the first to touch it
// was the router's scroll restoration, at the top level of the boot chunk: inside the one long
// task that evaluates React, Mantine and the router (issue 21, total blocking time). Done here in a
// task of its own, while the boot chunk is still downloading, the boot's task no longer pays it.
// (Signed out, getToken above has touched it already: no local token.)
setTimeout(() => readStorage('session', STORAGE_KEYS.tabs))
