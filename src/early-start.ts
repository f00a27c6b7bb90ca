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
import { requestUserInfoEarly } from './lib/session/early-user-info'
import { getToken } from './lib/token'
import { requestFirstModelsEarly } from './lookups/api/early-models'

if (getToken()) {
  const locale = resolveInitialLocale()
  requestUserInfoEarly(locale)
  requestFirstOrdersEarly(window.location.pathname, window.location.search, locale)
  requestFirstModelsEarly(window.location.pathname, locale)
}
