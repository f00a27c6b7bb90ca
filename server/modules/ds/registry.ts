// Named data sources (DESIGN.md §4): server-side entries the app calls by name through
// /ds/{name}, /ds/list/{name}, /ds/public/{name} and /ds/batch. Each declares its parameter
// schema, who may call it and a handler scoped to the caller's tenant — never SQL or field
// names from the client. Each module declares its own in its sources/ folder with these helpers;
// server/data-sources.ts lists them all.
import type { z } from 'zod'
import type { Locale } from '../../../src/contract/constants'
import { pageRequestSchema } from '../../../src/contract/envelope'
import type { Database } from '../../db/types'
import type { ListResult, SourceListResult } from '../../lib/page'
import type { PermissionRule, SessionAccount } from '../../plugins/access-types'

/** 'list' answers a ServerPage (via /ds/list/{name}); 'single' one object; 'value' anything else. */
export type SourceKind = 'list' | 'single' | 'value'

export interface PublicContext {
  db: Database
  locale: Locale
  /** Set when a valid token came along, even though none is needed. */
  account: SessionAccount | null
}

export interface SourceContext extends PublicContext {
  account: SessionAccount
  /** The caller's tenant (`did`): every query of a private source is scoped by it. */
  tenant: string
}

export type { ListResult, SourceListResult }

/** A registered source with its types erased; the define* helpers check them at definition. */
export interface DataSource {
  name: string
  kind: SourceKind
  params: z.ZodType
  /** Absent on a private source: any signed-in account may call it. */
  permission?: PermissionRule
  allowOwner?: boolean
  public: boolean
  handler(params: unknown, ctx: PublicContext | SourceContext): Promise<unknown>
}

interface PrivateDefinition<S extends z.ZodType, R> {
  name: string
  params: S
  permission?: PermissionRule
  allowOwner?: boolean
  handler(params: z.output<S>, ctx: SourceContext): Promise<R>
}

/** A private source answering one object ('single') or any value ('value'). */
export function defineSource<S extends z.ZodType, R>(
  kind: 'single' | 'value',
  def: PrivateDefinition<S, R>,
): DataSource {
  return { ...def, kind, public: false, handler: def.handler as DataSource['handler'] }
}

/**
 * The sort fields a list source's params accept: its `sortField` must be an enum (a fixed list),
 * never the free string of the base paging request. Handlers look the field up in a column map,
 * and a free string there (`__proto__`, `constructor`) reached Object.prototype: a 500.
 */
export function sortFieldsOf(params: z.ZodType): readonly string[] | undefined {
  const shape = (params as { shape?: Record<string, z.ZodType> }).shape
  let field: z.ZodType | undefined = shape?.sortField
  while (field && (field.def.type === 'optional' || field.def.type === 'default')) {
    field = (field.def as { innerType?: z.ZodType }).innerType
  }
  if (!field) return []
  if (field.def.type !== 'enum') return undefined
  return Object.values((field.def as z.core.$ZodEnumDef<Record<string, string>>).entries)
}

/** A private paged source; its params extend the table paging request of SPEC.md §3. */
export function defineListSource<S extends z.ZodType<z.output<typeof pageRequestSchema>>, Row>(
  def: PrivateDefinition<S, SourceListResult<Row>>,
): DataSource {
  // Checked when the module loads, so a source with a free-text sort field never starts.
  if (!sortFieldsOf(def.params)) throw new Error(`list source ${def.name}: sortField must be a z.enum of its columns`)
  return { ...def, kind: 'list', public: false, handler: def.handler as DataSource['handler'] }
}

/** A source anyone may call, signed in or not (reference data for public pages). */
export function definePublicSource<S extends z.ZodType, R>(
  kind: 'single' | 'value',
  def: { name: string; params: S; handler(params: z.output<S>, ctx: PublicContext): Promise<R> },
): DataSource {
  return { ...def, kind, public: true, handler: def.handler as DataSource['handler'] }
}

/** Paging parameters plus a source's own filters. */
export const listParams = <T extends z.core.$ZodLooseShape>(filters: T) => pageRequestSchema.extend(filters)
