// The demo data opens a real store (issue 18): the demo seller's own shop shows its banner (a
// stored page image), notice, navigation, a themed collection with goods, recommended goods on
// sale and the claimable coupon, and each demo counter attributes a visit.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { StorePage } from '../../../src/contract/store-shared'
import { DEMO_STORE_SHOP } from '../../db/demo-storefront'
import { pageImages } from '../../db/schema'
import { describeApp } from '../../test/helper'

describeApp('demo storefront', (get) => {
  const page = (query = '') =>
    get().call<StorePage>('GET', `/store/${DEMO_STORE_SHOP.id}/page${query}`, { locale: 'en' })

  describe('the seeded shop', () => {
    it('shows modules, a collection with goods, recommended goods and the coupon', async () => {
      const answer = await page()
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      const store = answer.body.data
      expect(store.modules.map((row) => row.kind)).toEqual(expect.arrayContaining(['banner', 'notice', 'nav']))
      const bannerImage = store.modules.find((row) => row.kind === 'banner')!.image
      expect(bannerImage).toMatch(/^\/dis\/ts\/store\/image\//)
      // Test apps keep their own data folders (the template's files are not theirs): the row is checked.
      const imageId = bannerImage.split('/').pop()!
      const [row] = await get().db.select().from(pageImages).where(eq(pageImages.id, imageId))
      expect(row).toMatchObject({ did: DEMO_STORE_SHOP.did, format: 'jpeg' })
      expect(store.subjects[0]!.goods.length).toBeGreaterThan(0)
      expect(store.recommended.length).toBeGreaterThanOrEqual(5)
      expect(store.coupons.map((coupon) => coupon.name)).toContain('满50减10 10 off over 50')
    })

    it('a counter’s QR link names the counter', async () => {
      const answer = await page(`?counter=${DEMO_STORE_SHOP.did}-counter-mall`)
      expect(answer.body.data.counter?.name).toBe('万象城柜台 Mall kiosk')
    })
  })
})
