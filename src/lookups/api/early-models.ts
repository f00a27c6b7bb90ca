// The design editor's model chooser lists, asked for by the page's first script on the editor's page
// (src/early-start.ts), beside the user's info: the chooser is the editor's first screen, and its
// requests otherwise went out only once the editor's code (and the boot chunk before it) had
// arrived and run (issue 17). The chooser's queries (catalogue.ts: categoriesQuery, modelsQuery)
// take the answers. Imports only what the first script may carry (no Lingui, no API client).

import { GOODS_PATHS } from '../../contract/goods-paths'
import { GOODS_SOURCES } from '../../contract/goods-sources'
import { earlySlot } from '../../lib/early-request'

/** The chooser's first page: every model, no category, no keyword. */
export const FIRST_MODELS_PAGE = { pageNo: 1, pageSize: 48 } as const

/** The category tree's call (a data source, asked for with an empty body). */
export const CATEGORIES_PATH = `/ds/${GOODS_SOURCES.productCategory}`

const models = earlySlot()
const categories = earlySlot()

/** On the editor's page (`/dis/pcdiy/`), asks for the chooser's first page and categories now. */
export function requestFirstModelsEarly(pathname: string, locale: string): void {
  if (!/^\/dis\/pcdiy\/?$/.test(pathname)) return
  models.send(GOODS_PATHS.productList, locale, FIRST_MODELS_PAGE)
  categories.send(CATEGORIES_PATH, locale, {})
}

/** For apiFetch's `sent`: the early answers, once. */
export const takeFirstModels = models.take
export const takeCategories = categories.take
