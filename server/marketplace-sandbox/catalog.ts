// The sandbox marketplace's deterministic orders: one order per shop every SLOT_MS, its content a
// pure function of (channel, seller id, slot), its status a function of its age — so the same
// window answers the same orders, and a later sync sees some of them move on (paid, shipped).
export type NeutralStatus = 'unpaid' | 'to_ship' | 'shipped' | 'completed' | 'cancelled'

export interface SandboxLine {
  sku: string
  title: string
  quantity: number
  /** Minor units. */
  unitPrice: number
  color: string
  size: string
}

export interface SandboxOrder {
  externalNo: string
  status: NeutralStatus
  buyerName: string
  phone: string
  country: string
  state: string
  city: string
  street: string
  postcode: string
  currency: string
  lines: SandboxLine[]
  shipping: number
  discount: number
  createdAt: number
  paidAt: number | null
  carrier: string | null
  trackingNo: string | null
  shippedAt: number | null
  /** A buyer's refund request on a shipped order (a few orders, two days after shipping). */
  refund: SandboxRefund | null
}

export interface SandboxRefund {
  id: string
  /** Minor units. */
  amount: number
  reason: string
  requestedAt: number
}

const REFUND_REASONS = ['Item arrived damaged', 'Wrong size', 'Print does not match the picture', 'Not as described']
const REFUND_AFTER_MS = 2 * 24 * 60 * 60 * 1000

export const SLOT_MS = 3 * 60 * 60 * 1000

/** FNV-1a, 32 bits: the sandbox's only source of "randomness". */
export function hash(text: string): number {
  let value = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    value ^= text.charCodeAt(i)
    value = Math.imul(value, 0x01000193) >>> 0
  }
  return value
}
const pick = <T>(list: readonly T[], seed: string): T => list[hash(seed) % list.length] as T

const MARKETS: Record<string, { country: string; currency: string; perUsd: number; places: string[] }[]> = {
  asia: [
    { country: 'MY', currency: 'MYR', perUsd: 4.7, places: ['Selangor|Shah Alam', 'Penang|George Town'] },
    { country: 'SG', currency: 'SGD', perUsd: 1.35, places: ['Singapore|Singapore'] },
    { country: 'TH', currency: 'THB', perUsd: 36, places: ['Bangkok|Bangkok'] },
  ],
  west: [
    { country: 'US', currency: 'USD', perUsd: 1, places: ['California|Los Angeles', 'Texas|Houston'] },
    { country: 'GB', currency: 'GBP', perUsd: 0.79, places: ['England|London'] },
    { country: 'DE', currency: 'EUR', perUsd: 0.92, places: ['Berlin|Berlin'] },
  ],
  ru: [{ country: 'RU', currency: 'RUB', perUsd: 92, places: ['Moscow|Moscow'] }],
  fr: [{ country: 'FR', currency: 'EUR', perUsd: 0.92, places: ['Île-de-France|Paris'] }],
  cn: [{ country: 'CN', currency: 'CNY', perUsd: 7.1, places: ['广东省|深圳市', '浙江省|杭州市'] }],
}
const CHANNEL_MARKET: Record<string, keyof typeof MARKETS> = {
  lazada: 'asia',
  shopee: 'asia',
  tiktok: 'west',
  ozon: 'ru',
  amazon: 'west',
  wm: 'west',
  cd: 'fr',
  shopify: 'west',
  custom: 'cn',
}
const NAMES = [
  'Ava Tan',
  'Ben Lim',
  'Chloé Martin',
  'Dmitry Ivanov',
  'Emma Brown',
  'Farah Aziz',
  'Gao Min',
  'Hugo Weber',
]
const GOODS = [
  ['TSHIRT', 'Custom print T-shirt', 12],
  ['HOODIE', 'Custom print hoodie', 28],
  ['MUG', 'Photo mug', 9],
  ['CASE', 'Phone case', 7],
  ['TOTE', 'Canvas tote bag', 11],
] as const
const COLORS = ['white', 'black', 'navy', 'red']
const SIZES = ['S', 'M', 'L', 'XL']
const CARRIERS: Record<string, string[]> = { cn: ['SF', 'ZTO', 'YTO'], other: ['DHL', 'FEDEX', '4PX', 'YUNEXPRESS'] }

/** First slot at or after `from` and the last at or before `to` for this seller. */
function slotRange(seller: string, from: number, to: number): [number, number] {
  const offset = hash(`offset:${seller}`) % SLOT_MS
  return [Math.ceil((from - offset) / SLOT_MS), Math.floor((to - offset) / SLOT_MS)]
}

export function orderAt(channel: string, seller: string, slot: number, now: number): SandboxOrder {
  const seed = `${channel}:${seller}:${slot}`
  const createdAt = slot * SLOT_MS + (hash(`offset:${seller}`) % SLOT_MS)
  const market = pick(MARKETS[CHANNEL_MARKET[channel] ?? 'west']!, `${seed}:m`)
  const [state, city] = pick(market.places, `${seed}:p`).split('|') as [string, string]
  const lineCount = 1 + (hash(`${seed}:n`) % 3)
  const lines: SandboxLine[] = Array.from({ length: lineCount }, (_, i) => {
    const [code, title, usd] = pick(GOODS, `${seed}:g${i}`)
    return {
      sku: `POD-${code}-${pick(COLORS, `${seed}:c${i}`).toUpperCase()}`,
      title,
      quantity: 1 + (hash(`${seed}:q${i}`) % 3),
      unitPrice: Math.round(usd * market.perUsd * 100),
      color: pick(COLORS, `${seed}:c${i}`),
      size: pick(SIZES, `${seed}:s${i}`),
    }
  })
  const age = now - createdAt
  const roll = hash(`${seed}:st`) % 100
  let status: NeutralStatus
  if (roll < 4) status = 'cancelled'
  else if (age < 60 * 60 * 1000 && roll < 40) status = 'unpaid'
  else if (age < 24 * 60 * 60 * 1000) status = 'to_ship'
  else if (age < 3 * 24 * 60 * 60 * 1000) status = roll < 50 ? 'to_ship' : 'shipped'
  else status = roll < 70 ? 'shipped' : 'completed'
  const shipped = status === 'shipped' || status === 'completed'
  const carrier = shipped ? pick(CARRIERS[market.country === 'CN' ? 'cn' : 'other']!, `${seed}:x`) : null
  const prefix = channel.slice(0, 2).toUpperCase()
  const externalNo = `${prefix}${(hash(`no:${seller}`) % 100000).toString().padStart(5, '0')}${slot}`
  const shippedAt = shipped ? createdAt + 20 * 60 * 60 * 1000 : null
  // About one shipped order in twelve: the buyer asks for the first line's price back.
  const refundAt = shippedAt === null ? null : shippedAt + REFUND_AFTER_MS
  const refund =
    refundAt !== null && refundAt <= now && hash(`${seed}:rf`) % 12 === 0
      ? {
          id: `R${externalNo}`,
          amount: lines[0]!.unitPrice,
          reason: pick(REFUND_REASONS, `${seed}:rr`),
          requestedAt: refundAt,
        }
      : null
  return {
    externalNo,
    status,
    buyerName: pick(NAMES, `${seed}:b`),
    phone: `+1 555 ${(hash(`${seed}:ph`) % 10000000).toString().padStart(7, '0')}`,
    country: market.country,
    state,
    city,
    street: `${1 + (hash(`${seed}:a`) % 300)} Sandbox Road`,
    postcode: (hash(`${seed}:z`) % 100000).toString().padStart(5, '0'),
    currency: market.currency,
    lines,
    shipping: hash(`${seed}:sh`) % 2 === 0 ? 0 : Math.round(3 * market.perUsd * 100),
    discount: hash(`${seed}:d`) % 5 === 0 ? Math.round(1 * market.perUsd * 100) : 0,
    createdAt,
    paidAt: status === 'unpaid' || (status === 'cancelled' && roll < 2) ? null : createdAt + 5 * 60 * 1000,
    carrier,
    trackingNo: carrier ? `${carrier}${slot}${hash(`${seed}:t`) % 1000}` : null,
    shippedAt,
    refund,
  }
}

/** Orders of a seller created in [from, to], oldest first. */
export function ordersBetween(channel: string, seller: string, from: number, to: number, now: number) {
  const [first, last] = slotRange(seller, from, Math.min(to, now))
  const orders: SandboxOrder[] = []
  for (let slot = first; slot <= last; slot++) orders.push(orderAt(channel, seller, slot, now))
  return orders
}
