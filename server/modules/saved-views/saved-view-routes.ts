// Saved views of lists (issue 20 item 5): GET /saved-view/list, POST /saved-view/create, /rename,
// /delete. Any signed-in account keeps its own views, but only of lists it may read.

import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import {
  SAVED_VIEW_PATHS,
  type SavedViewList,
  savedViewCreateSchema,
  savedViewDeleteSchema,
  savedViewListSchema,
  savedViewRenameSchema,
} from '../../../src/contract/saved-views'
import { savedViews } from '../../db/schema'
import type { Database } from '../../db/types'
import { mutation, query } from '../../lib/route'
import type { SessionAccount } from '../../plugins/access-types'
import { assertPermission } from '../../plugins/permissions'
import { createSavedView, deleteSavedView, listSavedViews, renameSavedView } from './saved-views'
import { viewListOfName } from './view-lists'

const mayRead = (caller: SessionAccount, list: SavedViewList) =>
  assertPermission(caller, viewListOfName(list).permission)

/** The list of a view the caller owns (for its permission check); unknown ids fall through to the 404 of the lock. */
async function listOfView(db: Database, caller: SessionAccount, id: string): Promise<SavedViewList | undefined> {
  const [row] = await db
    .select({ list: savedViews.list })
    .from(savedViews)
    .where(and(eq(savedViews.did, caller.did), eq(savedViews.accountId, caller.id), eq(savedViews.id, id)))
  return row?.list as SavedViewList | undefined
}

export async function savedViewRoutes(app: FastifyInstance) {
  query(app, {
    path: SAVED_VIEW_PATHS.list,
    signedIn: true,
    query: savedViewListSchema,
    run: (db, caller, { list }) => {
      mayRead(caller, list)
      return listSavedViews(db, caller, list)
    },
  })

  mutation(app, {
    path: SAVED_VIEW_PATHS.create,
    signedIn: true,
    body: savedViewCreateSchema,
    idempotency: 'optional',
    run: (tx, caller, input, { request }) => {
      mayRead(caller, input.list)
      return createSavedView(tx, caller, request.locale, input)
    },
  })

  mutation(app, {
    path: SAVED_VIEW_PATHS.rename,
    signedIn: true,
    body: savedViewRenameSchema,
    idempotency: 'optional',
    run: async (tx, caller, input) => {
      const list = await listOfView(tx, caller, input.id)
      if (list) mayRead(caller, list)
      return renameSavedView(tx, caller, input)
    },
  })

  mutation(app, {
    path: SAVED_VIEW_PATHS.remove,
    signedIn: true,
    body: savedViewDeleteSchema,
    idempotency: 'optional',
    run: async (tx, caller, { id }) => {
      const list = await listOfView(tx, caller, id)
      if (list) mayRead(caller, list)
      return deleteSavedView(tx, caller, id)
    },
  })
}
