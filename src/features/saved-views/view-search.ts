// What of a list's URL search a view keeps: filters and sort, never paging or an open drawer.
import type { SavedView, SavedViewSearch } from '../../contract/saved-view-shapes'

const NEVER_SAVED = new Set(['pageNo', 'pageSize'])

/** The savable part of a search; `omit` names the list's own screen state (an open record, a form). */
export function viewSearchOf(search: Record<string, unknown>, omit: readonly string[] = []): SavedViewSearch {
  const kept: SavedViewSearch = {}
  for (const [key, value] of Object.entries(search)) {
    if (NEVER_SAVED.has(key) || omit.includes(key)) continue
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') kept[key] = value
  }
  return kept
}

/** Same filters and sort, whatever the order of the keys (and a number in the URL equals its text). */
export function sameSearch(a: SavedViewSearch, b: SavedViewSearch): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => key in b && String(a[key]) === String(b[key]))
}

export const activeView = (views: readonly SavedView[], current: SavedViewSearch) =>
  views.find((view) => sameSearch(view.search, current))
