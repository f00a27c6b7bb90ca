// Saved views' calls, lists, limits and shapes (issue 20 item 5), without the request schemas:
// the order list, a first screen, shows its saved views and must not load zod with them (issue 21;
// build/first-screen-chunks.ts). saved-views.ts builds the schemas and re-exports these.

export const SAVED_VIEW_PATHS = {
  list: '/saved-view/list',
  create: '/saved-view/create',
  rename: '/saved-view/rename',
  remove: '/saved-view/delete',
} as const

/** The lists that have saved views, named by their list source (`/ds/list/{name}`). */
export const SAVED_VIEW_LISTS = ['sale_order', 'sale_refund', 'goods', 'purchase_order'] as const
export type SavedViewList = (typeof SAVED_VIEW_LISTS)[number]

/** How many views one account keeps per list: a filter bar stays readable. */
export const MAX_SAVED_VIEWS_PER_LIST = 30
export const SAVED_VIEW_NAME_MAX = 40

/**
 * A view's filters and sort as the list's URL search holds them. Checked on the server against
 * that list's own search schema (unknown filters are refused); paging is never part of a view.
 */
export type SavedViewSearch = Record<string, string | number | boolean>

export interface SavedView {
  id: string
  list: SavedViewList
  name: string
  search: SavedViewSearch
  version: number
  updatedAt: string
}
