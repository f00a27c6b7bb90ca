// The signed-in user's info, asked for as the app boots (issue 21). Every start of a signed-in page
// waits for it: the layout's guard checks the session with the server before the first screen, and
// the screen's own request waits for the guard. The guard's code comes with the signed-in entry
// (src/app/signed-in.ts), so its request went out only once that chunk had arrived and run: on a
// phone's network, a round trip the first screen waited for. Asked for by the page's first script
// (src/early-start.ts), it is on its way while the page's code loads, and the guard's first check
// takes its answer instead of asking again (get-user-info.ts).
import { earlySlot } from '../early-request'

const slot = earlySlot()

/** Asks for the user's info now, when signed in and not known to be offline. */
export function requestUserInfoEarly(locale: string): void {
  slot.send('/user/info', locale)
}

/**
 * The early request's answer, once, while the session it was asked for is still the current one;
 * null otherwise. Aborting `signal` aborts the request, as for a request of the caller's own.
 */
export const takeEarlyUserInfo = slot.take
