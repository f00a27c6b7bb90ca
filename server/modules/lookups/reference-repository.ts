// Reads of the shared reference data, with texts in the caller's language.
import { asc, eq } from 'drizzle-orm'
import type { ExpressScope } from '../../../src/contract/config-values'
import type { Locale } from '../../../src/contract/constants'
import {
  type Area,
  CONFIG_CODES,
  type ConfigCode,
  type ConfigEntry,
  type ConfigList,
  type ExpressCompany,
} from '../../../src/contract/dictionaries'
import { areas, configEntries, expressCompanies } from '../../db/schema'
import type { Database } from '../../db/types'

const text = (locale: Locale, row: { textZh: string; textEn: string }) => (locale === 'zh-cn' ? row.textZh : row.textEn)

/** The codes served as a JSON string `{ key: label }` rather than a list (SPEC.md §3). */
const JSON_STRING_CODES = new Set<ConfigCode>(['SALE_ORDER_SPEC_MAP'])

export async function listAreas(db: Database, locale: Locale): Promise<Area[]> {
  const rows = await db.select().from(areas).orderBy(asc(areas.sort))
  return rows.map((row) => ({ id: row.id, pid: row.pid, name: locale === 'zh-cn' ? row.nameZh : row.nameEn }))
}

function shape(code: ConfigCode, entries: ConfigEntry[]): ConfigEntry[] | string {
  if (!JSON_STRING_CODES.has(code)) return entries
  return JSON.stringify(Object.fromEntries(entries.map((entry) => [entry.value, entry.text])))
}

export async function configList(db: Database, locale: Locale): Promise<ConfigList> {
  const rows = await db.select().from(configEntries).orderBy(asc(configEntries.code), asc(configEntries.sort))
  const grouped = new Map<string, ConfigEntry[]>()
  for (const row of rows) {
    const list = grouped.get(row.code) ?? []
    list.push({ value: row.value, text: text(locale, row) })
    grouped.set(row.code, list)
  }
  return Object.fromEntries(CONFIG_CODES.map((code) => [code, shape(code, grouped.get(code) ?? [])])) as ConfigList
}

export async function configValue(db: Database, locale: Locale, code: ConfigCode): Promise<ConfigEntry[] | string> {
  const rows = await db
    .select()
    .from(configEntries)
    .where(eq(configEntries.code, code))
    .orderBy(asc(configEntries.sort))
  return shape(
    code,
    rows.map((row) => ({ value: row.value, text: text(locale, row) })),
  )
}

export async function listExpress(db: Database, locale: Locale, scope?: ExpressScope): Promise<ExpressCompany[]> {
  const rows = await db
    .select()
    .from(expressCompanies)
    .where(scope ? eq(expressCompanies.scope, scope) : undefined)
    .orderBy(asc(expressCompanies.sort))
  return rows.map((row) => ({ value: row.value, text: text(locale, row) }))
}
