// What a checked import row names in words, resolved to the console's values: the shop (by id or
// name, within the tenant), the country (ISO code or its English or Chinese name), the currency
// (the row's own or the country's) and the colour (a COLOR dictionary name → its value).
import { eq } from 'drizzle-orm'
import type { ImportProblem } from '../../../src/contract/order-import'
import { CONFIG_ENTRIES } from '../../db/reference/config-entries'
import { COUNTRIES } from '../../db/reference/countries'
import { shops } from '../../db/schema'
import type { Database } from '../../db/types'

/** Units per US dollar, for the settlement amount in CNY (as the demo orders are priced). */
export const PER_USD: Record<string, number> = {
  USD: 1,
  CNY: 7.1,
  CAD: 1.36,
  MXN: 17,
  BRL: 5,
  CLP: 900,
  COP: 3900,
  GBP: 0.79,
  EUR: 0.92,
  PLN: 4,
  SEK: 10.5,
  TRY: 32,
  RUB: 92,
  KZT: 450,
  BYN: 3.2,
  UZS: 12500,
  AED: 3.67,
  SAR: 3.75,
  EGP: 30,
  INR: 83,
  JPY: 150,
  KRW: 1300,
  AUD: 1.52,
  NZD: 1.65,
  SGD: 1.35,
  MYR: 4.7,
  THB: 36,
  IDR: 15600,
  PHP: 56,
  VND: 24000,
}

const COUNTRY_CURRENCY: Record<string, string> = {
  CN: 'CNY',
  US: 'USD',
  CA: 'CAD',
  MX: 'MXN',
  BR: 'BRL',
  CL: 'CLP',
  CO: 'COP',
  GB: 'GBP',
  IE: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  BE: 'EUR',
  PL: 'PLN',
  SE: 'SEK',
  TR: 'TRY',
  RU: 'RUB',
  KZ: 'KZT',
  BY: 'BYN',
  UZ: 'UZS',
  AE: 'AED',
  SA: 'SAR',
  EG: 'EGP',
  IN: 'INR',
  JP: 'JPY',
  KR: 'KRW',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  MY: 'MYR',
  TH: 'THB',
  ID: 'IDR',
  PH: 'PHP',
  VN: 'VND',
}

const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ')

const COUNTRY_BY_NAME = new Map<string, string>([
  ['cn', 'CN'],
  ['china', 'CN'],
  ['mainland china', 'CN'],
  ['中国', 'CN'],
  ['中国大陆', 'CN'],
  ['usa', 'US'],
  ['united states of america', 'US'],
  ['uk', 'GB'],
  ['great britain', 'GB'],
  ['england', 'GB'],
])
for (const [code, zh, en] of COUNTRIES) {
  COUNTRY_BY_NAME.set(normal(code), code)
  COUNTRY_BY_NAME.set(normal(zh), code)
  COUNTRY_BY_NAME.set(normal(en), code)
}

export function resolveCountry(text: string): string | null {
  return COUNTRY_BY_NAME.get(normal(text)) ?? null
}

/** The row's currency, or its country's; null when it is not one the console settles. */
export function resolveCurrency(currency: string, country: string): string | null {
  const code = currency || COUNTRY_CURRENCY[country] || ''
  return code in PER_USD ? code : null
}

/** Currencies without minor units: amounts are stored in whole units (as src/lib/money.ts reads them). */
const WHOLE_UNIT_CURRENCIES = new Set(['JPY', 'KRW', 'CLP', 'VND'])

/** A parsed amount (hundredths) in the currency's minor units; null when it has cents it cannot hold. */
export function toCurrencyMinor(hundredths: number, currency: string): number | null {
  if (!WHOLE_UNIT_CURRENCIES.has(currency)) return hundredths
  return hundredths % 100 === 0 ? hundredths / 100 : null
}

/** Total in the settlement currency (CNY minor units). */
export function settleAmountOf(total: number, currency: string): number {
  const major = WHOLE_UNIT_CURRENCIES.has(currency) ? total : total / 100
  return Math.round((major * 710) / (PER_USD[currency] ?? 1))
}

const COLOR_BY_NAME = new Map<string, string>()
for (const [value, zh, en] of CONFIG_ENTRIES.COLOR) {
  COLOR_BY_NAME.set(normal(value), value)
  COLOR_BY_NAME.set(normal(zh), value)
  COLOR_BY_NAME.set(normal(en), value)
}
COLOR_BY_NAME.set('gray', '#808080')

/** A COLOR dictionary value when the text names one; the text as written otherwise. */
export function resolveColor(text: string): string {
  return COLOR_BY_NAME.get(normal(text)) ?? text
}

export interface ShopRef {
  id: string
  name: string
  channel: string
}

export interface ShopResolver {
  resolve(text: string): { shop: ShopRef } | { problem: ImportProblem }
}

/** The tenant's shops, matched by id first, then by name (ignoring case and spacing). */
export async function loadShopResolver(db: Database, did: string): Promise<ShopResolver> {
  const rows = await db
    .select({ id: shops.id, name: shops.name, channel: shops.channel })
    .from(shops)
    .where(eq(shops.did, did))
  const byId = new Map(rows.map((row) => [row.id, row]))
  const byName = new Map<string, ShopRef[]>()
  for (const row of rows) byName.set(normal(row.name), [...(byName.get(normal(row.name)) ?? []), row])
  return {
    resolve(text) {
      const shop = byId.get(text.trim())
      if (shop) return { shop }
      const named = byName.get(normal(text)) ?? []
      if (named.length === 1) return { shop: named[0] as ShopRef }
      return { problem: named.length > 1 ? 'ambiguousShop' : 'unknownShop' }
    },
  }
}
