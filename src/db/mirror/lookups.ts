// Reading the mirrored dictionaries, areas and express companies (forms work offline).
import { type Area, CONFIG_CODES, type ConfigList, type ExpressCompany } from '../../contract/dictionaries'
import type { AccountDb } from '../schema'

/** Every code of one language, or null when the mirror does not hold them all yet. */
export async function readConfigList(db: AccountDb, locale: string): Promise<ConfigList | null> {
  const rows = await db.dictionaries.where('[locale+code]').between([locale, ''], [locale, '\uffff']).toArray()
  const byCode = new Map(rows.map((row) => [row.code, row.value]))
  if (!CONFIG_CODES.every((code) => byCode.has(code))) return null
  return Object.fromEntries(byCode) as ConfigList
}

export async function writeConfigList(db: AccountDb, locale: string, list: ConfigList): Promise<void> {
  await db.dictionaries.bulkPut(Object.entries(list).map(([code, value]) => ({ locale, code, value })))
}

export async function readExpressCompanies(db: AccountDb, locale: string): Promise<ExpressCompany[] | null> {
  const rows = await db.expressCompanies.where('locale').equals(locale).toArray()
  return rows.length ? rows.map(({ value, text }) => ({ value, text })) : null
}

export async function writeExpressCompanies(db: AccountDb, locale: string, list: ExpressCompany[]): Promise<void> {
  await db.transaction('rw', db.expressCompanies, async () => {
    await db.expressCompanies.where('locale').equals(locale).delete()
    await db.expressCompanies.bulkPut(list.map((company) => ({ ...company, locale })))
  })
}

export async function readAreas(db: AccountDb, locale: string): Promise<Area[] | null> {
  const rows = await db.areas.where('locale').equals(locale).toArray()
  rows.sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0))
  return rows.length ? rows.map(({ id, pid, name }) => ({ id, pid, name })) : null
}

/** Replaces one language's areas (after a fetch that the mirror did not answer). */
export async function writeAreas(db: AccountDb, locale: string, list: Area[]): Promise<void> {
  await db.transaction('rw', db.areas, async () => {
    await db.areas.where('locale').equals(locale).delete()
    await db.areas.bulkPut(list.map((area, sort) => ({ ...area, locale, sort })))
  })
}
