// Claimable coupons of the shop: what each takes off, over what, until when, and a claim button
// (signing in first when needed). The server decides; this only shows its answer.
import { Trans, useLingui } from '@lingui/react/macro'
import type { StoreCoupon, StoreMember } from '../../contract/store-shared'
import { yuan } from '../money'

export function couponLabel(
  coupon: Pick<StoreCoupon, 'kind' | 'amountOff' | 'percentOff'>,
  off: (text: string) => string,
) {
  return coupon.kind === 'amount' ? off(yuan(coupon.amountOff)) : `-${coupon.percentOff}%`
}

export function Coupons({
  coupons,
  member,
  onClaim,
  busy,
}: {
  coupons: StoreCoupon[]
  member: StoreMember | null
  onClaim: (id: string) => void
  busy: string | null
}) {
  const { t, i18n } = useLingui()
  if (coupons.length === 0) return null
  const held = new Set(member?.claims.map((claim) => claim.couponId))
  const claimedUp = new Set(member?.claimedUp)
  return (
    <section className="coupons" aria-label={t`Coupons`}>
      {coupons.map((coupon) => {
        const minimum = yuan(coupon.minAmount)
        // In China's time zone (the shops' market): the server draws this date too, and the page's
        // script must show the same text when it takes the page over.
        const until = new Date(coupon.endsAt).toLocaleDateString(i18n.locale === 'zh-cn' ? 'zh-CN' : 'en', {
          timeZone: 'Asia/Shanghai',
        })
        return (
          <article key={coupon.id} className="coupon">
            <div className="coupon-value">{couponLabel(coupon, (amount) => t`${amount} off`)}</div>
            <div className="coupon-text">
              <strong>{coupon.name}</strong>
              <span>
                <Trans>
                  Over {minimum} · until {until}
                </Trans>
              </span>
            </div>
            {held.has(coupon.id) || claimedUp.has(coupon.id) ? (
              <span className="coupon-held">{held.has(coupon.id) ? <Trans>Claimed</Trans> : <Trans>Used</Trans>}</span>
            ) : (
              <button
                type="button"
                className="button small"
                disabled={busy === coupon.id}
                onClick={() => onClaim(coupon.id)}
              >
                <Trans>Claim</Trans>
              </button>
            )}
          </article>
        )
      })}
    </section>
  )
}
