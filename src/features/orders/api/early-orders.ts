// The order list's first page, asked for by the page's first script (src/early-start.ts) when a
// start opens the list as it comes (`/dis/sale/order`, no filters in the URL), beside the user's
// info. Otherwise the request left only once the order list's code had arrived and run: after the
// boot chunk, the layout and the screen (≈ 230 KiB gzip on a phone), one more round trip the rows
// waited for (issue 21: the rows are the list's largest paint). The list's query takes the answer
// when it asks for exactly this page (list-orders.ts). Imports only what the first script may
// carry: no Lingui, no API client, no URL parsers.
import { earlySlot } from '../../../lib/early-request'

/** What the list asks for with nothing in the URL: `orderListRequest(parseOrderSearch({}))` (tested). */
export const FIRST_ORDER_PAGE = { sortField: 'createdAt', sortOrder: 'descend', pageNo: 1, pageSize: 10 } as const

/**
 * ORDER_LIST_PATH (tested), written out: the contract's order-states module, imported here, was
 * moved whole into the first script's chunk (it is shared by many), ≈ 1 KiB on every page.
 */
export const EARLY_ORDER_LIST_PATH = '/ds/list/sale_order'
const firstPage = earlySlot()

/** On the order list with no search params, asks for its first page now. */
export function requestFirstOrdersEarly(pathname: string, search: string, locale: string): void {
  if (/^\/dis\/sale\/order\/?$/.test(pathname) && search === '')
    firstPage.send(EARLY_ORDER_LIST_PATH, locale, FIRST_ORDER_PAGE)
}

/** For apiFetch's `sent`: the early answer, once. */
export const takeFirstOrders = firstPage.take
