// Saved views: a named set of filters and sort of one list, kept per account on the server so the
// phone and the desktop share them (issue 20 item 5). Which lists have views, and the calls.
import { z } from 'zod'
import { SAVED_VIEW_LISTS, SAVED_VIEW_NAME_MAX } from './saved-view-shapes'

export type { SavedView, SavedViewList, SavedViewSearch } from './saved-view-shapes'
export { MAX_SAVED_VIEWS_PER_LIST, SAVED_VIEW_LISTS, SAVED_VIEW_NAME_MAX, SAVED_VIEW_PATHS } from './saved-view-shapes'

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
