// The data source routes: /ds/{name} (single and value sources), /ds/list/{name} (list
// sources), /ds/public/{name} (public sources, no token) and /ds/batch (several at once, each
// answered in its own envelope and permission-checked on its own).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ok } from '../../lib/envelope'
import { JsonText, okJson } from '../../lib/json-text'
import { query } from '../../lib/route'
import { errorAnswer, toAppError } from '../../plugins/errors'
import type { DataSource } from './registry'
import { runSource, type SourcePage, sourceFinder } from './run-source'

const MAX_BATCH = 20

const batchSchema = z.object({
  requests: z
    .array(z.object({ name: z.string().min(1).max(64), params: z.unknown().optional() }))
    .min(1)
    .max(MAX_BATCH),
})

/**
 * Each source declares and checks its own permission and parameters (run-source.ts, read from the
 * body): the routes only need a caller and the source's name.
 */
const nameParams = z.object({ name: z.string() })

/** The /ds routes over the given sources (server/data-sources.ts lists them, app.ts hands them in). */
export const dsRoutes = (sources: readonly DataSource[]) => async (app: FastifyInstance) => {
  const findSource = sourceFinder(sources)
  query(app, {
    method: 'POST',
    path: '/ds/list/:name',
    signedIn: true,
    params: nameParams,
    // A page the database wrote as JSON text goes out as is (json-text.ts); the same bytes either way.
    answer: 'raw',
    run: async (_db, _caller, { name }, { request, reply }) => {
      const source = findSource(name, (candidate) => candidate.kind === 'list')
      const page = (await runSource(request, source, request.body)) as SourcePage<unknown>
      return page.list instanceof JsonText ? okJson(request, reply, page) : ok(request, page)
    },
  })

  query(app, {
    method: 'POST',
    path: '/ds/public/:name',
    public: true,
    params: nameParams,
    run: (_db, _caller, { name }, { request }) => {
      const source = findSource(name, (candidate) => candidate.public)
      return runSource(request, source, request.body)
    },
  })

  query(app, {
    method: 'POST',
    path: '/ds/batch',
    signedIn: true,
    body: batchSchema,
    run: async (_db, _caller, { requests }, { request }) => {
      const answers = []
      // One after another: PGlite has a single connection, and order keeps answers predictable.
      for (const entry of requests) {
        try {
          const source = findSource(entry.name, () => true)
          answers.push(ok(request, await runSource(request, source, entry.params)))
        } catch (error) {
          const { body } = errorAnswer(request, toAppError(request, error))
          answers.push({ ...body, name: entry.name })
        }
      }
      return answers
    },
  })

  query(app, {
    method: 'POST',
    path: '/ds/:name',
    signedIn: true,
    params: nameParams,
    run: (_db, _caller, { name }, { request }) => {
      const source = findSource(name, (candidate) => candidate.kind !== 'list')
      return runSource(request, source, request.body)
    },
  })
}
