// The public storefront page: the shop's modules, coupons, subjects and recommended goods; a
// goods sheet to order from; member sign-in; offline notice and orders queued on a kiosk.
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { BANNER_SIZES, type StoreBootData, storeImageSrcSet } from '../contract/store-shared'
import { storeApi } from './api'
import { Coupons } from './components/coupons'
import { GoodsGrid } from './components/goods-grid'
import { GoodsSheet, type OrderOutcome } from './components/goods-sheet'
import { Modules } from './components/modules'
import { OrdersSheet } from './components/orders-sheet'
import { SignInSheet } from './components/sign-in-sheet'
import { activate } from './i18n'
import { yuan } from './money'
import { discardOrder } from './outbox'
import { useStore } from './use-store'
import { initialLocale, type StoreLocation } from './where'

/** `boot`: what the server drew this page with (main.tsx, render.tsx), or null to load it here. */
export function StoreApp({ where, boot }: { where: StoreLocation | null; boot: StoreBootData | null }) {
  if (!where) return <Missing />
  return <Storefront where={where} boot={boot} />
}

function Missing() {
  return (
    <main className="empty">
      <h1>
        <Trans>This shop is not open</Trans>
      </h1>
    </main>
  )
}

function Storefront({ where, boot }: { where: StoreLocation; boot: StoreBootData | null }) {
  const { t, i18n } = useLingui()
  const store = useStore(where, boot)
  // The server drew the page in the language it could tell (?lang=, the storefront's cookie, the
  // browser's); a choice kept only on this device (set in the console) takes over once attached.
  const [drawnIn] = useState(boot?.locale)
  useEffect(() => {
    if (drawnIn && initialLocale() !== drawnIn) activate(initialLocale())
  }, [drawnIn])
  const [goodsId, setGoodsId] = useState<string | null>(null)
  const [signIn, setSignIn] = useState(false)
  const [claiming, setClaiming] = useState<string | null>(null)
  const [message, setMessage] = useState<string | null>(null)
  const [afterSignIn, setAfterSignIn] = useState<(() => void) | null>(null)
  const [ordersOpen, setOrdersOpen] = useState(false)
  const { state } = store

  if (state.kind === 'loading')
    return (
      <main className="empty" aria-busy="true">
        <Trans>Loading…</Trans>
      </main>
    )
  if (state.kind === 'missing') return <Missing />
  if (state.kind === 'offline')
    return (
      <main className="empty">
        <h1>
          <Trans>No network</Trans>
        </h1>
        <p>
          <Trans>This shop has not been opened on this device before. Connect and try again.</Trans>
        </p>
      </main>
    )
  const { page } = state
  const shopId = where.shopId

  async function claim(couponId: string) {
    if (!store.member) {
      setAfterSignIn(() => () => void claim(couponId))
      setSignIn(true)
      return
    }
    setClaiming(couponId)
    try {
      await storeApi(shopId, 'POST', `/store/${encodeURIComponent(shopId)}/coupon/claim`, { couponId })
      setMessage(t`Coupon claimed`)
      await store.loadMember()
      await store.loadPage()
    } catch (failure) {
      setMessage((failure as Error).message)
    } finally {
      setClaiming(null)
    }
  }

  function ordered(outcome: OrderOutcome) {
    setGoodsId(null)
    if (outcome.kind === 'queued') {
      setMessage(t`You are offline: the order for ${outcome.title} is saved and will be sent when the network is back.`)
      return
    }
    const { orderNo, totalAmount } = outcome.order
    const total = yuan(totalAmount)
    // Payment is confirmed by hand (the manual-confirm provider): the shopper pays the shop, which confirms it.
    setMessage(
      t`Order ${orderNo} placed: ${total} to pay at the counter or as the shop tells you. The shop confirms your payment, then makes and ships your order.`,
    )
    void store.loadMember()
  }

  const savedAt = state.savedAt
    ? new Date(state.savedAt).toLocaleString(i18n.locale === 'zh-cn' ? 'zh-CN' : 'en')
    : null
  const nextLocale = i18n.locale === 'zh-cn' ? 'en' : 'zh-cn'

  return (
    <div className={`store template-${page.shop.template}`}>
      <header className="store-head">
        <div>
          <h1>{page.shop.name}</h1>
          {page.counter ? <span className="counter-tag">{page.counter.name}</span> : null}
        </div>
        <div className="head-actions">
          <button type="button" className="button ghost small" onClick={() => void activate(nextLocale)}>
            {nextLocale === 'en' ? 'EN' : '中文'}
          </button>
          {store.member ? (
            <button
              type="button"
              className="button ghost small"
              title={store.member.phone}
              onClick={() => setOrdersOpen(true)}
            >
              <Trans>My orders</Trans>
            </button>
          ) : (
            <button type="button" className="button small" onClick={() => setSignIn(true)}>
              <Trans>Sign in</Trans>
            </button>
          )}
        </div>
      </header>
      {!store.online || savedAt ? (
        <p className="offline" role="status">
          {savedAt ? <Trans>Offline: showing the shop as of {savedAt}.</Trans> : <Trans>Offline</Trans>}
        </p>
      ) : null}
      {store.queued.length > 0 ? (
        <section className="queued" aria-label={t`Orders waiting for the network`}>
          {store.queued.map((entry) => (
            <p key={entry.body.clientKey}>
              {entry.failed ? (
                <>
                  <Trans>
                    Not sent: {entry.title} — {entry.failed}
                  </Trans>{' '}
                  <button type="button" className="link" onClick={() => discardOrder(entry.body.clientKey)}>
                    <Trans>Dismiss</Trans>
                  </button>
                </>
              ) : (
                <Trans>Waiting for the network: {entry.title}</Trans>
              )}
            </p>
          ))}
        </section>
      ) : null}
      {message ? (
        <p className="toast" role="status">
          {message}{' '}
          <button type="button" className="link" onClick={() => setMessage(null)}>
            <Trans>OK</Trans>
          </button>
        </p>
      ) : null}
      <main>
        <Modules modules={page.modules} />
        <Coupons coupons={page.coupons} member={store.member} onClaim={(id) => void claim(id)} busy={claiming} />
        {page.subjects.map((subject) =>
          subject.goods.length > 0 ? (
            <section key={subject.id} id={subject.id} className="section" aria-label={subject.title}>
              {subject.cover ? (
                <img
                  className="subject-cover"
                  src={subject.cover}
                  srcSet={storeImageSrcSet(subject.cover)}
                  sizes={BANNER_SIZES}
                  alt=""
                  width={1200}
                  height={400}
                  loading="lazy"
                />
              ) : null}
              <h2>{subject.title}</h2>
              <GoodsGrid goods={subject.goods} onOpen={setGoodsId} />
            </section>
          ) : null,
        )}
        {page.recommended.length > 0 ? (
          <section className="section" aria-label={t`Recommended`}>
            <h2>
              <Trans>Recommended</Trans>
            </h2>
            <GoodsGrid goods={page.recommended} onOpen={setGoodsId} />
          </section>
        ) : null}
        {page.subjects.every((subject) => subject.goods.length === 0) && page.recommended.length === 0 ? (
          <p className="empty">
            <Trans>Nothing on sale here yet.</Trans>
          </p>
        ) : null}
      </main>
      <GoodsSheet
        shopId={shopId}
        counterId={page.counter?.id ?? null}
        goodsId={goodsId}
        member={store.member}
        onClose={() => setGoodsId(null)}
        onNeedSignIn={() => setSignIn(true)}
        onOrdered={ordered}
      />
      {store.member ? <OrdersSheet shopId={shopId} open={ordersOpen} onClose={() => setOrdersOpen(false)} /> : null}
      <SignInSheet
        shopId={shopId}
        counterId={page.counter?.id ?? null}
        open={signIn}
        onClose={() => setSignIn(false)}
        onSignedIn={(member) => {
          store.setMember(member)
          setSignIn(false)
          afterSignIn?.()
          setAfterSignIn(null)
        }}
      />
    </div>
  )
}
