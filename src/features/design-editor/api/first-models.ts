// The model chooser's lists (the category tree and the first page of models), asked for as soon as
// the editor's code has loaded: at boot for /dis/pcdiy/ (src/app/preload-route-chunks.ts), beside the
// layout guard's user info, instead of after the guard has answered and the screen has rendered —
// on a phone's network that was a round trip and a render more before the chooser was usable
// (issue 17). Through the query client and the chooser's own query options, so the screen reads
// exactly what was prefetched; a failure is met again, and shown, by the screen's own query. The
// requests themselves usually left earlier still, from the page's first script (early-models.ts):
// these queries take their answers.
import { loadSignedIn } from '../../../app/query-client-holder'
import { getToken } from '../../../lib/token'
import { categoriesQuery, modelsQuery } from '../../../lookups/api/catalogue'

export function prefetchChooserLists(): void {
  // Signed out, the guard sends the page to sign-in: nothing to ask for.
  if (!getToken()) return
  void loadSignedIn()
    .then(({ loadQueryClient }) => loadQueryClient())
    .then((client) => {
      void client.prefetchQuery(categoriesQuery())
      void client.prefetchQuery(modelsQuery(null, ''))
    })
    .catch(() => {})
}
