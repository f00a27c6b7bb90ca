// One goods: pictures, colour and size, quantity, a claimed coupon that fits, the delivery
// address, and "order". Offline, the order is queued with its client key and sent once later.
import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useEffect, useMemo, useState } from 'react'
import {
  couponDiscount,
  type StoreGoodsDetail,
  type StoreMember,
  type StoreOrderView,
} from '../../contract/store-shared'
import { newClientKey, OfflineError, storeApi } from '../api'
import { cachedGoods, cacheGoods } from '../cache'
import { yuan } from '../money'
import { queueOrder } from '../outbox'
import { couponLabel } from './coupons'
import { Sheet } from './sheet'

export type OrderOutcome = { kind: 'placed'; order: StoreOrderView } | { kind: 'queued'; title: string }

export function GoodsSheet({
  shopId,
  counterId,
  goodsId,
  member,
  onClose,
  onNeedSignIn,
  onOrdered,
}: {
  shopId: string
  counterId: string | null
  goodsId: string | null
  member: StoreMember | null
  onClose: () => void
  onNeedSignIn: () => void
  onOrdered: (outcome: OrderOutcome) => void
}) {
  const { t } = useLingui()
  const [detail, setDetail] = useState<StoreGoodsDetail | null>(null)
  const [missing, setMissing] = useState(false)
  const [color, setColor] = useState('')
  const [size, setSize] = useState('')
  const [quantity, setQuantity] = useState(1)
  const [couponId, setCouponId] = useState('')
  const [address, setAddress] = useState({ name: '', phone: member?.phone ?? '', address: '' })
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)

  useEffect(() => {
    if (!goodsId) return
    setDetail(null)
    setMissing(false)
    setError(null)
    storeApi<StoreGoodsDetail>(
      shopId,
      'GET',
      `/store/${encodeURIComponent(shopId)}/goods/${encodeURIComponent(goodsId)}`,
    )
      .then((value) => {
        cacheGoods(shopId, value)
        setDetail(value)
      })
      .catch((failure) => {
        const copy = failure instanceof OfflineError ? cachedGoods(shopId, goodsId) : null
        if (copy) setDetail(copy.value)
        else setMissing(true)
      })
  }, [shopId, goodsId])

  useEffect(() => {
    const first = detail?.specs[0]
    setColor(first?.color ?? '')
    setSize(first?.size ?? '')
    setQuantity(1)
  }, [detail])

  useEffect(() => {
    if (member && !address.phone) setAddress((value) => ({ ...value, phone: member.phone }))
  }, [member, address.phone])

  const colors = useMemo(() => [...new Set(detail?.specs.map((spec) => spec.color))], [detail])
  // The server names each colour in the shopper's language; the stored value is the hex code.
  const colorName = (value: string) => detail?.specs.find((spec) => spec.color === value)?.colorName ?? value
  const sizes = useMemo(
    () => detail?.specs.filter((spec) => spec.color === color).map((spec) => spec.size) ?? [],
    [detail, color],
  )
  const spec = detail?.specs.find((entry) => entry.color === color && entry.size === size)
  const goodsAmount = (spec?.price ?? 0) * quantity
  const claim = member?.claims.find((entry) => entry.couponId === couponId)
  const discount = claim ? couponDiscount(claim.coupon, goodsAmount) : 0

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!member) {
      onNeedSignIn()
      return
    }
    if (!detail || !spec) return
    setError(null)
    setPending(true)
    const body = {
      goodsId: detail.id,
      color,
      size,
      quantity,
      ...(claim ? { couponId: claim.couponId } : {}),
      ...(counterId ? { counterId } : {}),
      clientKey: newClientKey(),
      address: { name: address.name.trim(), phone: address.phone.trim(), address: address.address.trim() },
    }
    try {
      const order = await storeApi<StoreOrderView>(shopId, 'POST', `/store/${encodeURIComponent(shopId)}/order`, body)
      onOrdered({ kind: 'placed', order })
    } catch (failure) {
      if (failure instanceof OfflineError) {
        queueOrder({ shopId, body, title: detail.title, queuedAt: Date.now() })
        onOrdered({ kind: 'queued', title: detail.title })
      } else setError((failure as Error).message)
    } finally {
      setPending(false)
    }
  }

  return (
    <Sheet title={detail?.title ?? t`Goods`} open={goodsId !== null} onClose={onClose}>
      {missing ? (
        <p className="hint">
          <Trans>This goods is no longer on sale.</Trans>
        </p>
      ) : !detail ? (
        <p className="hint" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      ) : (
        <form className="form" onSubmit={submit}>
          <div className="gallery">
            {(detail.images.length ? detail.images : [detail.image ?? '']).filter(Boolean).map((src) => (
              <img key={src.slice(0, 64)} src={src} alt="" width={600} height={600} />
            ))}
          </div>
          <p className="price big">{yuan(spec?.price ?? detail.minPrice)}</p>
          <fieldset>
            <legend>
              <Trans>Colour</Trans>
            </legend>
            <div className="chips">
              {colors.map((value) => (
                <button
                  key={value}
                  type="button"
                  className="chip"
                  aria-pressed={value === color}
                  onClick={() => {
                    setColor(value)
                    setSize(detail.specs.find((s) => s.color === value)?.size ?? '')
                  }}
                >
                  {/^#[0-9a-f]{6}$/i.test(value) && (
                    <span className="swatch" style={{ background: value }} aria-hidden />
                  )}
                  {colorName(value)}
                </button>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend>
              <Trans>Size</Trans>
            </legend>
            <div className="chips">
              {sizes.map((value) => (
                <button
                  key={value}
                  type="button"
                  className="chip"
                  aria-pressed={value === size}
                  onClick={() => setSize(value)}
                >
                  {value}
                </button>
              ))}
            </div>
          </fieldset>
          <label className="row">
            <span className="grow">
              <Trans>Quantity</Trans>
            </span>
            <input
              type="number"
              min={1}
              max={20}
              value={quantity}
              onChange={(event) => setQuantity(Math.min(20, Math.max(1, Number(event.target.value) || 1)))}
              className="quantity"
            />
          </label>
          {member && member.claims.length > 0 ? (
            <label>
              <span>
                <Trans>Coupon</Trans>
              </span>
              <select value={couponId} onChange={(event) => setCouponId(event.target.value)}>
                <option value="">{t`No coupon`}</option>
                {member.claims.map((entry) => {
                  const minimum = yuan(entry.coupon.minAmount)
                  const label = couponLabel(entry.coupon, (amount) => t`${amount} off`)
                  return (
                    <option key={entry.claimId} value={entry.couponId} disabled={goodsAmount < entry.coupon.minAmount}>
                      {t`${entry.coupon.name}: ${label} over ${minimum}`}
                    </option>
                  )
                })}
              </select>
            </label>
          ) : null}
          <label>
            <span>
              <Trans>Recipient</Trans>
            </span>
            <input
              autoComplete="name"
              maxLength={40}
              required
              value={address.name}
              onChange={(event) => setAddress({ ...address, name: event.target.value })}
            />
          </label>
          <label>
            <span>
              <Trans>Recipient's phone</Trans>
            </span>
            <input
              inputMode="numeric"
              autoComplete="tel"
              maxLength={11}
              required
              pattern="1[0-9]{10}"
              value={address.phone}
              onChange={(event) => setAddress({ ...address, phone: event.target.value })}
            />
          </label>
          <label>
            <span>
              <Trans>Delivery address</Trans>
            </span>
            <textarea
              autoComplete="street-address"
              maxLength={200}
              required
              rows={2}
              value={address.address}
              onChange={(event) => setAddress({ ...address, address: event.target.value })}
            />
          </label>
          <dl className="totals">
            <dt>
              <Trans>Goods</Trans>
            </dt>
            <dd>{yuan(goodsAmount)}</dd>
            {discount > 0 ? (
              <>
                <dt>
                  <Trans>Coupon</Trans>
                </dt>
                <dd>-{yuan(discount)}</dd>
              </>
            ) : null}
            <dt>
              <Trans>To pay</Trans>
            </dt>
            <dd className="price">{yuan(goodsAmount - discount)}</dd>
          </dl>
          <p className="hint">
            <Trans>Payment: pay the shop by transfer; the shop confirms the payment and ships.</Trans>
          </p>
          {error ? (
            <p className="error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="button" disabled={pending || !spec}>
            {member ? t`Place order` : t`Sign in to order`}
          </button>
        </form>
      )}
    </Sheet>
  )
}
