// The storefront's first script (main.tsx): when it loads the interactive part. A page drawn by the
// server is left alone until the shopper uses it (its copy kept for offline at once), a tap made
// before React attached is made again after; a device that knows more than the server drew (a
// member, queued orders, no network) or a page without a drawing starts it at once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { STORE_DATA_ID, type StoreBootData, type StorePage } from '../contract/store-shared'
import { saveMemberToken } from './api'
import { cachedPage } from './cache'
import { queueOrder } from './outbox'

const { startStore } = vi.hoisted(() => ({ startStore: vi.fn() }))
vi.mock('./start', () => ({ startStore }))

const SHOP = 'shop-1'
const page: StorePage = {
  shop: { id: SHOP, name: 'Corner shop', template: 'classic' },
  counter: null,
  modules: [],
  subjects: [],
  recommended: [],
  coupons: [],
}

function drawPage(boot: StoreBootData | null) {
  document.documentElement.lang = 'en'
  document.body.innerHTML = `<div id="store-root"><main><button type="button" class="goods-card">Tee</button></main></div>${
    boot ? `<script type="application/json" id="${STORE_DATA_ID}">${JSON.stringify(boot)}</script>` : ''
  }`
}

/** Runs the first script as the page would; resolves once its dynamic import could have settled. */
async function boot() {
  vi.resetModules()
  await import('./main')
  await vi.dynamicImportSettled()
}

const attachNow = () => {
  const onAttached = startStore.mock.calls[0]?.[3] as (() => void) | undefined
  onAttached?.()
}

beforeEach(() => {
  window.history.replaceState(null, '', `/dis/store/${SHOP}`)
  localStorage.clear()
  localStorage.setItem('lang', 'en')
  startStore.mockReset()
})
afterEach(() => {
  document.body.innerHTML = ''
})

describe('the storefront’s first script', () => {
  it('leaves a drawn page alone until it is used, keeping its copy for offline at once', async () => {
    drawPage({ locale: 'en', page, counterId: null })
    await boot()
    expect(startStore).not.toHaveBeenCalled()
    expect(cachedPage(SHOP, null)?.value).toEqual(page)
    document.dispatchEvent(new Event('touchstart'))
    await vi.dynamicImportSettled()
    expect(startStore).toHaveBeenCalledTimes(1)
    expect(startStore.mock.calls[0]?.[2]).toEqual({ locale: 'en', page, counterId: null })
    // Once only, whatever else the shopper does.
    document.dispatchEvent(new Event('keydown'))
    await vi.dynamicImportSettled()
    expect(startStore).toHaveBeenCalledTimes(1)
  })

  it('taps a button again once React has attached, when it was tapped before', async () => {
    drawPage({ locale: 'en', page, counterId: null })
    await boot()
    const card = document.querySelector<HTMLButtonElement>('.goods-card') as HTMLButtonElement
    // Stands in for React's listeners on the page: a tap must reach them once, after React attached.
    const clicks = vi.fn()
    card.addEventListener('click', clicks)
    card.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    card.click()
    await vi.dynamicImportSettled()
    expect(startStore).toHaveBeenCalledTimes(1)
    // Started but not yet attached: still held back; the same button tapped again counts once.
    card.click()
    expect(clicks).not.toHaveBeenCalled()
    attachNow()
    expect(clicks).toHaveBeenCalledTimes(1)
    // A tap after React attached is React's alone: not repeated.
    card.click()
    expect(clicks).toHaveBeenCalledTimes(2)
  })

  it('starts at once for a signed-in member, for queued orders, offline, and without a drawn page', async () => {
    drawPage({ locale: 'en', page, counterId: null })
    saveMemberToken(SHOP, 'token')
    await boot()
    expect(startStore).toHaveBeenCalledTimes(1)

    localStorage.clear()
    localStorage.setItem('lang', 'en')
    startStore.mockReset()
    queueOrder({
      shopId: SHOP,
      title: 'Tee',
      queuedAt: Date.now(),
      body: {
        goodsId: 'g',
        color: 'red',
        size: 'M',
        quantity: 1,
        clientKey: 'k',
        address: { name: 'Li', phone: '13800000000', address: '1 Road' },
      },
    })
    await boot()
    expect(startStore).toHaveBeenCalledTimes(1)

    localStorage.clear()
    localStorage.setItem('lang', 'en')
    startStore.mockReset()
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    await boot()
    expect(startStore).toHaveBeenCalledTimes(1)
    online.mockRestore()

    startStore.mockReset()
    drawPage(null)
    await boot()
    expect(startStore).toHaveBeenCalledTimes(1)
    expect(startStore.mock.calls[0]?.[2]).toBeNull()
  })

  it('starts at once when this device chose another language than the page was drawn in', async () => {
    drawPage({ locale: 'zh-cn', page, counterId: null })
    await boot()
    expect(startStore).toHaveBeenCalledTimes(1)
  })
})
