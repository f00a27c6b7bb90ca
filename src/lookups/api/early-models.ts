// The design editor's model chooser lists, asked for by the page's first script on the editor's page
// (src/early-start.ts), beside the user's info: the chooser is the editor's first screen, and its
// requests otherwise went out only once the editor's code (and the boot chunk before it) had
// arrived and run (issue 17). The chooser's queries (catalogue.ts: categoriesQuery, modelsQuery)
// take the answers. Imports only what the first script may carry (no Lingui, no API client).

import { earlySlot } from '../../lib/early-request'

/** The chooser's first page: every model, no category, no keyword. */
export const FIRST_MODELS_PAGE = { pageNo: 1, pageSize: 48 } as const

// The two paths are written out (each tested equal to the contract's): importing GOODS_PATHS and
// GOODS_SOURCES moved them whole into the first script's chunk, which every page loads (≈ 0.3 KiB
// gzip; the sign-in page's scripts are held to 150 KiB).
/** GOODS_PATHS.productList. */
export const MODELS_PATH = '/product/list'
/** The category tree's call (a data source, asked for with an empty body): `/ds/${GOODS_SOURCES.productCategory}`. */
export const CATEGORIES_PATH = '/ds/product_category'

const models = earlySlot()
const categories = earlySlot()

/** On the editor's page (`/dis/pcdiy/`), asks for the chooser's first page and categories now. */
export function requestFirstModelsEarly(pathname: string, locale: string): void {
  if (!/^\/dis\/pcdiy\/?$/.test(pathname)) return
  models.send(MODELS_PATH, locale, FIRST_MODELS_PAGE)
  categories.send(CATEGORIES_PATH, locale, {})
}

/** For apiFetch's `sent`: the early answers, once. */
export const takeFirstModels = models.take
export const takeCategories = categories.take
