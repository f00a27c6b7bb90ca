// Saved views of one account: read, create (filters checked against the list's own search
// schema), rename, delete. Every query is scoped to the tenant and the account: another account's
// view, even in the same tenant, is a 404.
import { and, asc, count, eq, ne } from 'drizzle-orm'
import type { Locale } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import {
  MAX_SAVED_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewCreate,
  type SavedViewList,
  type SavedViewSearch,
} from '../../../src/contract/saved-views'
import { type SavedViewRecord, savedViews } from '../../db/schema'
import type { Database } from '../../db/types'
import { deleteRows, lockRow, updateRow } from '../../db/versioned'
import { t } from '../../i18n/locale'
import { zodErrorMap } from '../../i18n/zod-errors'
import { AppError } from '../../lib/app-error'
import { newId } from '../../lib/ids'
import { validationError } from '../../lib/validate'
import type { SessionAccount } from '../../plugins/access-types'
import { viewListOfName } from './view-lists'

export const toSavedView = (row: SavedViewRecord): SavedView => ({
  id: row.id,
  list: row.list as SavedViewList,
  name: row.name,
  search: row.search,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

const ofAccount = (caller: SessionAccount) => and(eq(savedViews.did, caller.did), eq(savedViews.accountId, caller.id))

export async function listSavedViews(db: Database, caller: SessionAccount, list: SavedViewList): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(ofAccount(caller), eq(savedViews.list, list)))
    .orderBy(asc(savedViews.name), asc(savedViews.id))
  return rows.map(toSavedView)
}

/**
 * The view's search as the list parses it, or a 400 naming what is wrong: an unknown filter by
 * its name, a bad value by the list's own rule. What is stored is the parsed value (trimmed text).
 */
export function checkedSearch(locale: Locale, list: SavedViewList, search: SavedViewSearch): SavedViewSearch {
  const result = viewListOfName(list).search.safeParse(search, { error: zodErrorMap(locale) })
  if (result.success) {
    return Object.fromEntries(Object.entries(result.data).filter(([, value]) => value !== undefined)) as SavedViewSearch
  }
  throw validationError(
    locale,
    result.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? { path: ['search'], message: t(locale, 'savedView.unknownFilter', { keys: issue.keys.join(', ') }) }
        : { path: ['search', ...issue.path], message: issue.message },
    ),
  )
}

async function assertNameFree(tx: Database, caller: SessionAccount, list: string, name: string, except?: string) {
  const [taken] = await tx
    .select({ id: savedViews.id })
    .from(savedViews)
    .where(
      and(
        ofAccount(caller),
        eq(savedViews.list, list),
        eq(savedViews.name, name),
        except ? ne(savedViews.id, except) : undefined,
      ),
    )
  if (taken) throw nameTaken(name)
}

const nameTaken = (name: string) =>
  new AppError(ErrorCode.VALIDATION, 'savedView.nameTaken', {
    params: { name },
    extra: { fields: [{ path: 'name', message: name }] },
  })

export async function createSavedView(
  tx: Database,
  caller: SessionAccount,
  locale: Locale,
  input: SavedViewCreate,
): Promise<SavedView> {
  const search = checkedSearch(locale, input.list, input.search)
  await assertNameFree(tx, caller, input.list, input.name)
  const [counted] = await tx
    .select({ n: count() })
    .from(savedViews)
    .where(and(ofAccount(caller), eq(savedViews.list, input.list)))
  if ((counted?.n ?? 0) >= MAX_SAVED_VIEWS_PER_LIST) {
    throw new AppError(ErrorCode.VALIDATION, 'savedView.tooMany', { params: { max: MAX_SAVED_VIEWS_PER_LIST } })
  }
  const [row] = await tx
    .insert(savedViews)
    .values({ id: newId(), did: caller.did, accountId: caller.id, list: input.list, name: input.name, search })
    .returning()
  // Only reachable if the insert returned nothing, which Postgres never does for one row.
  if (!row) throw new Error('saved view insert returned no row')
  return toSavedView(row)
}

const lockView = (tx: Database, caller: SessionAccount, id: string, version?: number) =>
  lockRow(tx, savedViews, caller.did, id, {
    what: 'what.savedView',
    version,
    current: toSavedView,
    where: eq(savedViews.accountId, caller.id),
  })

export async function renameSavedView(
  tx: Database,
  caller: SessionAccount,
  input: { id: string; name: string; version?: number },
): Promise<SavedView> {
  const row = await lockView(tx, caller, input.id, input.version)
  await assertNameFree(tx, caller, row.list, input.name, row.id)
  return toSavedView(await updateRow(tx, savedViews, caller.did, row.id, { name: input.name }))
}

export async function deleteSavedView(tx: Database, caller: SessionAccount, id: string): Promise<{ id: string }> {
  const row = await lockView(tx, caller, id)
  await deleteRows(tx, savedViews, caller.did, [row.id])
  return { id: row.id }
}
