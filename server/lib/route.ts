// One declarative way to write an API route: parsing (contract zod schemas), caller, permission,
// tenant, transaction and idempotency in one place, so a handler is only its `run`.
//
//   mutation(app, {
//     path: SYNC_PATHS.ruleUpdate,
//     permission: { key: 'express_list', action: 'edit' },  // checked by the auth hook, before the body is read
//     body: updateShippingRuleSchema,                     // also `params` / `query`; all three merge into `input`
//     idempotency: 'required',                            // 'required' when the offline outbox replays the call
//     run: (tx, caller, input) => updateRule(tx, caller, input),  // in one transaction with the key's answer
//   })
//
//   query(app, {
//     path: '/goods/detail/:id',
//     permission: READ_GOODS,
//     params: idParams,
//     run: (db, caller, { id }) => goodsDetail(db, caller.did, id),  // answered as { code: 0, msg, data }
//   })
//
// A few routes are not one transaction with a stored answer: `answer: 'raw'` on a query sends its
// own answer through `context.reply` (a file, a picture: not the envelope), and `transaction: false`
// on a mutation hands `run` the database for a change that commits step by step or streams (a
// login attempt that must count when the password is wrong, a sync run over many shops, an AI
// draft written line by line); its `idempotency` then says what a key means to that run.
//
// `signedIn: true` instead of `permission` is for calls any signed-in caller may make (their own
// profile). The tenant is `caller.did`: pass it to every repository call (and through server/db/versioned.ts
// for versioned rows). `public: true` instead of `permission` opens a route without sign-in; its
// caller is then `SessionAccount | null`. Every route declared here is listed with its schemas and
// idempotency in `routeIndex(app)` (server/plugins/route-index.ts), which the fuzz and outbox tests
// enumerate.
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import type { z } from 'zod'
import type { Database } from '../db/types'
import type { PermissionRule, SessionAccount } from '../plugins/access-types'
import {
  assertKey,
  changeHash,
  changeInBatch,
  hasIdempotencyKey,
  keyRequired,
  type RUN_ALONE,
  withIdempotency,
} from '../plugins/idempotency'
import { registerBatchable } from '../plugins/outbox-batch'
import { assertPermission } from '../plugins/permissions'
import { ok } from './envelope'
import { type IssueWording, parseWith } from './validate'

type Schema = z.ZodType
type Out<S> = S extends z.ZodType ? z.output<S> : unknown
type Input<P, Q, B> = Out<P> & Out<Q> & Out<B>

/** Signed-in callers holding a permission, or `public: true` (no sign-in needed; caller may be null). */
type Signed =
  | { permission: PermissionRule; public?: false; signedIn?: undefined; allowOwner?: boolean }
  /** Any signed-in caller (their own profile, shared lookups): no permission key applies. */
  | { signedIn: true; permission?: undefined; public?: false; allowOwner?: undefined }
type Open = { public: true; permission?: undefined; signedIn?: undefined; allowOwner?: undefined }
type Access = Signed | Open

export interface RouteContext {
  request: FastifyRequest
  reply: FastifyReply
}

interface Declared<P, Q, B> {
  path: string
  params?: P
  query?: Q
  body?: B
  /** Words a broken SPEC.md rule (a contract refinement naming a catalog key) in the caller's language. */
  wording?: IssueWording
}

export type Idempotency = 'required' | 'optional'
/**
 * How a route answers: 'envelope' wraps what `run` returns in `{ code: 0, msg, data }`; 'raw'
 * means `run` has sent the answer itself through `context.reply` (file bytes, an NDJSON stream).
 */
export type Answer = 'envelope' | 'raw'

/** What the route index keeps of a declared route (see server/plugins/route-index.ts). */
export interface RouteDeclaration {
  kind: 'mutation' | 'query'
  /** 'none': the change keeps no answer under a key (see SelfCommitting). */
  idempotency?: Idempotency | 'none'
  /** The change may also go inside POST /outbox/batch (see Committing.batch). */
  batch?: boolean
  params?: Schema
  query?: Schema
  body?: Schema
}

/**
 * A set-based way to run many of a call's changes inside one outbox batch (issue 21: replay of
 * 1,000 changes): one statement per step (lock, check, write, read back) for the lot instead of
 * one per change. The batch runs a run of consecutive changes of the call at once when no two of
 * them write the same row, so together they answer what they would one after another.
 */
export interface AtOnce<I, R> {
  /** The rows a change writes (its goods ids…): changes run at once never share one. */
  entities: (input: I) => readonly string[]
  /**
   * Runs the changes together and answers, for each, what `run` would have answered alone — or
   * RUN_ALONE where `run` would have refused it (404, 412, a refused transition…): nothing of that
   * change may be written, since it is then run alone to answer its refusal.
   */
  run: (tx: Database, caller: SessionAccount, inputs: readonly I[]) => Promise<(R | typeof RUN_ALONE)[]>
}

/** The usual change: `run` gets a transaction that also stores the Idempotency-Key's answer. */
type Committing<P, Q, B, C, R> = {
  transaction?: true
  idempotency: Idempotency
  answer?: 'envelope'
  /**
   * Checks that count even when the change fails; see IdempotencyOptions.before. What it learns
   * for `run` (a public call's signed-in partner) can be kept per request (a WeakMap on
   * `context.request`).
   */
  before?: (db: Database, caller: C, input: Input<P, Q, B>, context: RouteContext) => Promise<void>
  /**
   * Runs once the change has committed ('committed', also for a replayed answer) or failed
   * ('failed'): work that must not happen inside the transaction — deleting the files of deleted
   * rows, removing files written for a change that rolled back, emptying the session cache.
   */
  after?: (context: RouteContext, outcome: 'committed' | 'failed') => Promise<void>
  /**
   * The offline outbox may also send this change inside POST /outbox/batch
   * (server/plugins/outbox-batch.ts), where it is checked, run and answered exactly as alone. Only
   * for a key-required change of a body alone, with no `before` (the batch is one transaction).
   * With an AtOnce, changes of this call that follow each other in a batch run set-based.
   */
  batch?: true | AtOnce<Input<P, Q, B>, R>
}

/**
 * A change that cannot be one transaction with a stored answer: it commits step by step or streams
 * its answer, so `run` gets the database and opens its own transactions. `idempotency` says what
 * the run does with a key: 'required' / 'optional' — it answers a replay itself (a sync run the key
 * names, the draft the key made); 'none' — a key means nothing to it (a login's stored answer would
 * keep the new session's token).
 */
type SelfCommitting = {
  transaction: false
  idempotency: Idempotency | 'none'
  answer?: Answer
  before?: undefined
  after?: undefined
  batch?: undefined
}

export type MutationSpec<P, Q, B, C, R> = Declared<P, Q, B> & {
  /** POST unless the spec says otherwise (a few SPEC.md §7 deletes are GETs). */
  method?: HTTPMethods
  /**
   * The permission this input needs, checked after parsing (`permission` lets the call in): e.g.
   * a save without an id needs `add`, with one `edit`.
   */
  permissionFor?: (input: Input<P, Q, B>) => PermissionRule
  run: (tx: Database, caller: C, input: Input<P, Q, B>, context: RouteContext) => Promise<R>
  /** More route options (e.g. `multipartOptions` of an upload). */
  config?: Omit<FastifyContextConfig, 'permission' | 'public' | 'signedIn' | 'declaration'>
} & (Committing<P, Q, B, C, R> | SelfCommitting)

export type QuerySpec<P, Q, B, C, R> = Declared<P, Q, B> & {
  /** GET unless the spec says otherwise (some list calls are POSTs with a body). */
  method?: HTTPMethods
  answer?: Answer
  run: (db: Database, caller: C, input: Input<P, Q, B>, context: RouteContext) => Promise<R>
}

type Parts = Pick<FastifyRequest, 'params' | 'query' | 'body'>

function parseInput<P, Q, B>(request: FastifyRequest, spec: Declared<P, Q, B>, parts: Parts = request): Input<P, Q, B> {
  const parse = (schema: unknown, value: unknown) =>
    schema ? (parseWith(request.locale, schema as Schema, value, spec.wording) as object) : {}
  return {
    ...parse(spec.params, parts.params),
    ...parse(spec.query, parts.query),
    ...parse(spec.body, parts.body),
  } as Input<P, Q, B>
}

function routeConfig(spec: Access, declaration: RouteDeclaration): { config: FastifyContextConfig } {
  const access = spec.public
    ? { public: true }
    : spec.signedIn
      ? { signedIn: true }
      : { permission: spec.permission, allowOwner: spec.allowOwner }
  return { config: { ...access, declaration } }
}

// The auth hook has already refused a signed-out caller of a non-public route.
const callerOfRequest = <C>(request: FastifyRequest) => request.account as C
type S = Schema | undefined

/** A change: parsed, checked, run in one transaction that also stores the Idempotency-Key's answer. */
export function mutation<P extends S, Q extends S, B extends S, R>(
  app: FastifyInstance,
  spec: MutationSpec<P, Q, B, SessionAccount, R> & Signed,
): void
export function mutation<P extends S, Q extends S, B extends S, R>(
  app: FastifyInstance,
  spec: MutationSpec<P, Q, B, SessionAccount | null, R> & Open,
): void
export function mutation<P extends S, Q extends S, B extends S, R>(
  app: FastifyInstance,
  spec: MutationSpec<P, Q, B, never, R> & Access,
) {
  const declaration: RouteDeclaration = {
    kind: 'mutation',
    idempotency: spec.idempotency,
    params: spec.params,
    query: spec.query,
    body: spec.body,
    batch: spec.batch !== undefined,
  }
  const route = routeConfig(spec, declaration)
  if (spec.batch) batchable(app, spec)
  app.route({
    method: spec.method ?? 'POST',
    url: spec.path,
    config: { ...spec.config, ...route.config },
    handler: async (request, reply) => {
      // Checked before the body: a replayable call without a key is refused whatever it carries.
      if (spec.idempotency === 'required' && !hasIdempotencyKey(request)) throw keyRequired()
      const caller = callerOfRequest<never>(request)
      const input = parseInput(request, spec)
      if (spec.permissionFor) assertPermission(request.account as SessionAccount, spec.permissionFor(input))
      const context = { request, reply }
      if (spec.transaction === false) {
        const answer = await spec.run(app.db, caller, input, context)
        return spec.answer === 'raw' ? answer : ok(request, answer)
      }
      const before = spec.before
      const change = () =>
        withIdempotency(request, reply, (tx) => spec.run(tx, caller, input, context), {
          required: spec.idempotency === 'required',
          before: before && ((db) => before(db, caller, input, context)),
        })
      const after = spec.after
      if (!after) return change()
      let answer: Awaited<ReturnType<typeof change>>
      try {
        answer = await change()
      } catch (error) {
        await after(context, 'failed')
        throw error
      }
      await after(context, 'committed')
      return answer
    },
  })
}

/**
 * Lets the outbox batch run this change: the same steps as the handler above, in its order — the
 * permission the auth hook checks, the key, the body, `permissionFor`, then the change with its
 * key claimed and its answer stored in the batch's transaction. The caller is the batch's (signed
 * in); the request hash is the single call's, so a change answered in a batch is answered again
 * to the single call and the other way round.
 */
function batchable<P extends S, Q extends S, B extends S, R>(
  app: FastifyInstance,
  spec: MutationSpec<P, Q, B, never, R> & Access,
) {
  if (spec.transaction === false || spec.before || spec.params || spec.query || spec.public) {
    throw new Error(`${spec.path}: only a change of a body alone, in one transaction, can go in an outbox batch`)
  }
  if (spec.idempotency !== 'required') throw new Error(`${spec.path}: an outbox batch change needs a required key`)
  const method = spec.method ?? 'POST'
  const url = `${app.prefix}${spec.path}`
  /** The steps before the transaction; each throws the refusal the single call would answer. */
  const checked = (request: FastifyRequest, key: unknown, body: unknown) => {
    const caller = request.account as SessionAccount
    assertPermission(caller, spec.permission, spec.allowOwner)
    if (key === undefined) throw keyRequired()
    const input = parseInput(request, spec, { params: {}, query: {}, body })
    if (spec.permissionFor) assertPermission(caller, spec.permissionFor(input))
    return { caller, input }
  }
  const hashOf = (body: unknown) => changeHash(method, url, {}, body)
  const atOnce = spec.batch === true ? undefined : spec.batch
  registerBatchable(app, url, {
    async run(tx, context, key, body) {
      const { caller, input } = checked(context.request, key, body)
      return changeInBatch(context.request, tx, key, hashOf(body), (savepoint) =>
        spec.run(savepoint, caller as never, input, context),
      )
    },
    atOnce: atOnce && {
      check(context, key, body) {
        const { input } = checked(context.request, key, body)
        // changeInBatch's first step, before any statement.
        assertKey(key)
        return { change: { key, hash: hashOf(body) }, entities: atOnce.entities(input), input }
      },
      run: (tx, context, inputs) =>
        atOnce.run(tx, context.request.account as SessionAccount, inputs as Input<P, Q, B>[]),
    },
    after: spec.after,
  })
}

/** A read: parsed, checked, answered in the envelope. */
export function query<P extends S, Q extends S, B extends S, R>(
  app: FastifyInstance,
  spec: QuerySpec<P, Q, B, SessionAccount, R> & Signed,
): void
export function query<P extends S, Q extends S, B extends S, R>(
  app: FastifyInstance,
  spec: QuerySpec<P, Q, B, SessionAccount | null, R> & Open,
): void
export function query<P extends S, Q extends S, B extends S, R>(
  app: FastifyInstance,
  spec: QuerySpec<P, Q, B, never, R> & Access,
) {
  const declaration: RouteDeclaration = { kind: 'query', params: spec.params, query: spec.query, body: spec.body }
  app.route({
    method: spec.method ?? 'GET',
    url: spec.path,
    ...routeConfig(spec, declaration),
    handler: async (request, reply) => {
      const input = parseInput(request, spec)
      const answer = await spec.run(app.db, callerOfRequest<never>(request), input, { request, reply })
      return spec.answer === 'raw' ? answer : ok(request, answer)
    },
  })
}
