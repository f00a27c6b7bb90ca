// The data source routes: /ds/{name} (single and value sources), /ds/list/{name} (list
// sources), /ds/public/{name} (public sources, no token) and /ds/batch (several at once, each
// answered in its own envelope and permission-checked on its own).
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { ok } from '../../lib/envelope'
import { JsonText, okJson } from '../../lib/json-text'
import { parseBody } from '../../lib/validate'
import { errorAnswer, toAppError } from '../../plugins/errors'
import { findSource, runSource, type SourcePage } from './run-source'

const MAX_BATCH = 20

const batchSchema = z.object({
  requests: z
    .array(z.object({ name: z.string().min(1).max(64), params: z.unknown().optional() }))
    .min(1)
    .max(MAX_BATCH),
})

type NameParams = { name: string }
/** Each source declares and checks its own permission (run-source.ts); the route only needs a caller. */
const SIGNED_IN = { config: { signedIn: true } }

export async function dsRoutes(app: FastifyInstance) {
  app.post<{ Params: NameParams }>('/ds/list/:name', SIGNED_IN, async (request, reply) => {
    const source = findSource(request.params.name, (candidate) => candidate.kind === 'list')
    const page = (await runSource(request, source, request.body)) as SourcePage<unknown>
    // A page the database wrote as JSON text goes out as is (json-text.ts); the same bytes either way.
    return page.list instanceof JsonText ? okJson(request, reply, page) : ok(request, page)
  })

  app.post<{ Params: NameParams }>('/ds/public/:name', { config: { public: true } }, async (request) => {
    const source = findSource(request.params.name, (candidate) => candidate.public)
    return ok(request, await runSource(request, source, request.body))
  })

  app.post('/ds/batch', SIGNED_IN, async (request) => {
    const { requests } = parseBody(request, batchSchema)
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
    return ok(request, answers)
  })

  app.post<{ Params: NameParams }>('/ds/:name', SIGNED_IN, async (request) => {
    const source = findSource(request.params.name, (candidate) => candidate.kind !== 'list')
    return ok(request, await runSource(request, source, request.body))
  })
}
