// The design editor's first page of product models, asked for by the boot chunk on the editor's page
// (src/main.tsx), beside the user's info: the model chooser is the editor's first screen, and its
// request otherwise went out only once the editor's code had arrived and run (issue 17). The
// chooser's query (catalogue.ts, modelsQuery) takes the answer. No imports beyond the boot chunk's.
import { GOODS_PATHS } from '../../contract/offline-paths'
import { earlySlot } from '../../lib/early-request'

/** The chooser's first page: every model, no category, no keyword. */
export const FIRST_MODELS_PAGE = { pageNo: 1, pageSize: 48 } as const

const slot = earlySlot()

/** On the editor's page (`/dis/pcdiy/`), asks for the chooser's first page now. */
export function requestFirstModelsEarly(pathname: string, locale: string): void {
  if (/^\/dis\/pcdiy\/?$/.test(pathname)) slot.send(GOODS_PATHS.productList, locale, FIRST_MODELS_PAGE)
}

/** For apiFetch's `sent`: the early answer, once. */
export const takeFirstModels = slot.take
