// A page outside the user's permissions is drawn as the 403 page, which says so. Its own requests
// are refused too — on a start its loader asks beside the user info, before the guard can know —
// and their "Failure" notice on top of the 403 page said the same thing twice. The layouts' guard
// notes each navigation's decision here before the page's loaders run; a refusal (HTTP 403) is
// said only once the decision is known, and not at all on the 403 page.
import { notifyFailure } from './notify'

let pageForbidden: Promise<boolean> = Promise.resolve(false)

/** The page being opened is outside the user's permissions (or will be known to be or not). */
export function notePageForbidden(forbidden: boolean | Promise<boolean>): void {
  pageForbidden = Promise.resolve(forbidden).catch(() => false)
}

/** A refusal's notice, unless the page it was asked for is shown as the 403 page. */
export function notifyRefusal(message: string): void {
  void pageForbidden.then((forbidden) => {
    if (!forbidden) notifyFailure(message)
  })
}
