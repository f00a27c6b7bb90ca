// The last storefront page and goods details seen, per shop, in localStorage: a kiosk whose Wi-Fi
// drops keeps showing the shop (and says how old the copy is) instead of an error.
import type { StoreGoodsDetail, StorePage } from '../contract/store-shared'
import { readStorage, writeStorage } from '../lib/safe-storage'
import { STORAGE_KEYS } from '../lib/storage-keys'

interface Cached<T> {
  savedAt: number
  value: T
}

const key = (shopId: string, what: string) => `${STORAGE_KEYS.storeCache}:${shopId}:${what}`

function read<T>(shopId: string, what: string): Cached<T> | null {
  const raw = readStorage('local', key(shopId, what))
  if (!raw) return null
  try {
    return JSON.parse(raw) as Cached<T>
  } catch {
    return null
  }
}

const write = <T>(shopId: string, what: string, value: T) =>
  writeStorage('local', key(shopId, what), JSON.stringify({ savedAt: Date.now(), value }))

export const cachedPage = (shopId: string, counter: string | null) => read<StorePage>(shopId, `page:${counter ?? ''}`)
export const cachePage = (shopId: string, counter: string | null, page: StorePage) => {
  write(shopId, `page:${counter ?? ''}`, page)
}
export const cachedGoods = (shopId: string, goodsId: string) => read<StoreGoodsDetail>(shopId, `goods:${goodsId}`)
export const cacheGoods = (shopId: string, goods: StoreGoodsDetail) => write(shopId, `goods:${goods.id}`, goods)
