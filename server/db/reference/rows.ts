// Turns the reference lists into table rows.
import { ROOT_AREA_PID } from '../../../src/contract/dictionaries'
import type { areas, configEntries, expressCompanies } from '../schema'
import { CHINA_AREAS } from './china-areas'
import { CONFIG_ENTRIES } from './config-entries'
import { COUNTRIES } from './countries'
import { EXPRESS_COMPANIES } from './express'

type AreaInsert = typeof areas.$inferInsert
type ConfigInsert = typeof configEntries.$inferInsert
type ExpressInsert = typeof expressCompanies.$inferInsert

export function areaRows(): AreaInsert[] {
  const rows: AreaInsert[] = []
  let province = ''
  for (const line of CHINA_AREAS.split('\n')) {
    if (!line.trim()) continue
    const [id = '', nameZh = '', nameEn = ''] = line.trim().split('|')
    const child = line.startsWith(' ')
    if (!child) province = id
    rows.push({ id, pid: child ? province : ROOT_AREA_PID, nameZh, nameEn, sort: rows.length })
  }
  for (const [id, nameZh, nameEn] of COUNTRIES) rows.push({ id, pid: ROOT_AREA_PID, nameZh, nameEn, sort: rows.length })
  return rows
}

export function configRows(): ConfigInsert[] {
  return Object.entries(CONFIG_ENTRIES).flatMap(([code, entries]) =>
    entries.map(([value, textZh, textEn], sort) => ({ code, value, textZh, textEn, sort })),
  )
}

export function expressRows(): ExpressInsert[] {
  return EXPRESS_COMPANIES.map(([value, textZh, textEn, scope], sort) => ({ value, textZh, textEn, scope, sort }))
}
