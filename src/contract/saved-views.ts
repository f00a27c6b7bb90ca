// Saved views: a named set of filters and sort of one list, kept per account on the server so the
// phone and the desktop share them (issue 20 item 5). Which lists have views, and the calls.
import { z } from 'zod'

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

const name = z.string().trim().min(1).max(SAVED_VIEW_NAME_MAX)
const list = z.enum(SAVED_VIEW_LISTS)
const id = z.string().trim().min(1).max(64)

export const savedViewListSchema = z.object({ list })

export const savedViewCreateSchema = z.object({
  list,
  name,
  // Shape only here: which keys and values a list takes is checked per list on the server.
  search: z.record(z.string().max(64), z.union([z.string().max(200), z.number(), z.boolean()])),
})
export type SavedViewCreate = z.infer<typeof savedViewCreateSchema>

export const savedViewRenameSchema = z.object({ id, name, version: z.number().int().min(1).optional() })
export const savedViewDeleteSchema = z.object({ id })
