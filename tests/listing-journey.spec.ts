// Issue 16's listing journey as the seller, on a phone (390, Chinese), a tablet (820, English) and a
// desktop (1440, Chinese), against the sandbox marketplace the server starts: a price template and a
// Shopify template made on their screens (the phone opens selects below the fold: they must open
// where the field is, the page staying put),
// three goods published to the demo Shopify shop — two published, one refused by the channel with
// its reason (the title the template makes for a goods with a long name breaks Shopify's 255-
// character limit) — the template fixed and the failed one republished, a price change pushed to
// the listings no longer in sync, a Lazada shop authorised on the sandbox's consent page, and an
// order of the Shopify shop shipped with the tracking accepted by the channel.
import { expect, type Locator, type Page, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'

const SHOPIFY_SHOP = 'd-demo-shop-13'
const SHOPIFY_NAME = 'Shopify 品牌站 Shopify Brand Store'
const LAZADA_MY = 'Lazada 马来西亚旗舰店 Lazada MY Flagship'
const LAZADA_TH = 'Lazada 泰国店 Lazada TH'

const RUNS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true, locale: 'zh-cn', lazada: LAZADA_MY },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, touch: true, locale: 'en', lazada: LAZADA_TH },
  { name: 'desktop', viewport: { width: 1440, height: 900 }, touch: false, locale: 'zh-cn', lazada: LAZADA_TH },
] as const

const WORDS = {
  en: {
    newTemplate: 'New template',
    templateName: 'Template name',
    shop: 'Shop',
    category: 'Channel category',
    titlePattern: 'Title pattern',
    priceTemplate: 'Price template',
    saveTemplate: 'Save template',
    open: 'Open',
    publishGoods: 'Publish goods',
    shops: 'Shops',
    listingTemplate: 'Listing template',
    goodsOnSale: 'Goods on sale',
    publishN: (n: number) => `Publish ${n} goods`,
    published: 'Published',
    failed: 'Publish failed',
    refused: 'The channel refused some fields',
    republish: 'Republish',
    push: 'Push changes',
    notSynced: 'Not synced',
    synced: 'Synchronized',
    syncState: 'Sync state',
    edit: 'Edit',
    markup: 'Markup (%)',
    lowest: 'Lowest price (¥)',
    highest: 'Highest price (¥)',
    quantity: 'Quantity per spec',
    save: 'Save',
    authorise: /^(Authorise|Authorise again)$/,
    authorised: 'Authorised',
    ship: 'Ship',
    express: /Express company/,
    trackingNo: 'Tracking no.',
    syncName: /^Sync:/,
    allSynced: 'Sync: everything is on the server',
    // Online the ship form waits up to 10 s for the server, then keeps the shipment on the device
    // and sends it from there: which notice shows depends on how busy the machine is.
    shipped:
      /^(The order was shipped|Saved on this device: the shipment is sent as soon as the server can be reached)$/,
    accepted: 'Accepted by the channel',
    goodsSearch: 'Goods title or number',
  },
  'zh-cn': {
    newTemplate: '新建模板',
    templateName: '模板名称',
    shop: '店铺',
    category: '渠道类目',
    titlePattern: '标题模板',
    priceTemplate: '价格模板',
    saveTemplate: '保存模板',
    open: '打开',
    publishGoods: '刊登商品',
    shops: '店铺列表',
    listingTemplate: '刊登模板',
    goodsOnSale: '在售商品',
    publishN: (n: number) => `刊登 ${n} 个商品`,
    published: '已刊登',
    failed: '刊登失败',
    refused: '渠道拒绝了部分字段',
    republish: '重新刊登',
    push: '推送更新',
    notSynced: '未同步',
    synced: '已同步',
    syncState: '同步状态',
    edit: '编辑',
    markup: '加价比例 (%)',
    lowest: '最低价 (¥)',
    highest: '最高价 (¥)',
    quantity: '每个规格的数量',
    save: '保存',
    authorise: /^(授权|重新授权)$/,
    authorised: '已授权',
    ship: '发货',
    express: /快递公司/,
    trackingNo: '运单号',
    syncName: /^同步：/,
    allSynced: '同步：所有更改都已在服务器上',
    shipped: /^(订单已发货|已保存在这台设备上：能连接服务器时会立即发送发货信息)$/,
    accepted: '渠道已接收',
    goodsSearch: '商品标题或编号',
  },
} as const

type Api = <T>(path: string, body?: unknown, key?: string) => Promise<T>

for (const [index, run] of RUNS.entries()) {
  test.describe(`listing journey on a ${run.name}`, () => {
    test.use({ viewport: run.viewport, hasTouch: run.touch, isMobile: run.name === 'phone' })
    // Three publish jobs, a consent round trip and a tracking push: minutes on a loaded machine.
    test.setTimeout(360_000)

    test(`${run.name} (${run.locale}): template, publish, failure fixed, price pushed, Lazada, tracking`, async ({
      page,
      context,
      request,
    }) => {
      const w = WORDS[run.locale]
      const token = await apiLogin(request, 'seller')
      await preferLocale(context, run.locale)
      await signInWithToken(context, token)
      const api: Api = async <T>(path: string, body?: unknown, key?: string) => {
        const headers = { Authorization: `Bearer ${token}`, ...(key ? { 'Idempotency-Key': key } : {}) }
        const response =
          body === undefined
            ? await request.get(`/dis/ts${path}`, { headers })
            : await request.post(`/dis/ts${path}`, { headers, data: body })
        const answer = (await response.json()) as { code: number; msg: string; data: T }
        if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`)
        return answer.data
      }

      // Arranged through the API (what the test is not about): three goods on sale with names this
      // run finds them by — the third with a long one.
      const tag = `J${run.viewport.width}x${Date.now().toString(36)}`
      const candidates = await api<{ list: { id: string }[] }>('/platform/goods/candidates', {
        pageNo: 1 + index,
        pageSize: 20,
      })
      const names = [`${tag} Alpha`, `${tag} Beta`, `${tag} ${'Long name '.repeat(18).trim()}`]
      for (const [i, { id }] of candidates.list.slice(0, 3).entries()) {
        const goods = await api<{ version: number }>(`/goods/detail/${encodeURIComponent(id)}`)
        await api('/goods/info/update', { id, version: goods.version, title: names[i] }, `${tag}-title-${i}`)
      }

      // 1. A price template of this run's own: cost + 80 %, between ¥10 and ¥500, 99 of each spec.
      const priceName = `${tag} prices`
      await page.goto('/dis/price/template')
      await page.getByRole('button', { name: w.newTemplate }).click()
      const priceForm = page.getByRole('dialog')
      await priceForm.getByLabel(w.templateName).fill(priceName)
      await priceForm.getByLabel(w.markup).fill('80')
      await priceForm.getByLabel(w.lowest).fill('10')
      await priceForm.getByLabel(w.highest).fill('500')
      await priceForm.getByLabel(w.quantity).fill('99')
      await priceForm.getByRole('button', { name: w.save, exact: true }).click()
      await expect(priceForm).toBeHidden()
      await expect(item(page, priceName)).toBeVisible()

      // A Shopify template, the category and its attributes as the channel serves them.
      const templateName = `${tag} tees`
      await page.goto('/dis/platform/list/shopify')
      await page.getByRole('button', { name: w.newTemplate }).click()
      await expect(page).toHaveURL(/\/platform\/shopify\?id=new/)
      await page.getByLabel(w.templateName).fill(templateName)
      await choose(page, page.getByRole('combobox', { name: w.shop, exact: true }), SHOPIFY_NAME)
      await choose(page, page.getByRole('combobox', { name: w.category, exact: true }), /T-shirts/)
      await page.getByLabel('Vendor').fill('Journey Studio')
      await choose(page, page.getByRole('combobox', { name: 'Material', exact: true }), 'cotton')
      // The goods' name, the design and the model: too long for Shopify once a name is long.
      await page.getByLabel(w.titlePattern).fill('{keywords} — {design} — {model} {colour}')
      await choose(page, page.getByRole('combobox', { name: w.priceTemplate, exact: true }), priceName)
      await page.getByRole('button', { name: w.saveTemplate }).click()
      await expect(page).toHaveURL(/\/platform\/list\/shopify/)
      await expect(item(page, templateName)).toBeVisible()

      // 2. Publish the three goods to the demo Shopify shop.
      await page.goto(`/dis/platform/goods/shopify?shopId=${SHOPIFY_SHOP}`)
      await page.getByRole('button', { name: w.publishGoods }).click()
      const drawer = page.getByRole('dialog')
      // The page shows that shop: the drawer has it ticked already.
      const shop = drawer.getByRole('group', { name: w.shops }).getByRole('checkbox', { name: SHOPIFY_NAME })
      await expect(shop).toBeChecked()
      await choose(
        page,
        drawer.getByRole('combobox', { name: w.listingTemplate, exact: true }),
        new RegExp(templateName),
      )
      const search = drawer.getByPlaceholder(w.goodsOnSale)
      await search.fill(tag)
      await search.press('Enter')
      for (const name of names) await drawer.getByRole('checkbox', { name: new RegExp(`^${name} ·`) }).check()
      await drawer.getByRole('button', { name: w.publishN(3) }).click()
      await expect(drawer).toBeHidden()

      // Two published, one refused by Shopify with its own words on the field it refused.
      await searchListings(page, w.goodsSearch, tag)
      const [alpha, beta, long] = names.map((name) => item(page, name))
      await expect(alpha!.getByText(w.published, { exact: true })).toBeVisible({ timeout: 120_000 })
      await expect(beta!.getByText(w.published, { exact: true })).toBeVisible({ timeout: 120_000 })
      await expect(long!.getByText(w.failed, { exact: true })).toBeVisible({ timeout: 120_000 })
      const reason = long!.getByTestId('failure-reason')
      await expect(reason.getByText(w.refused)).toBeVisible()
      await expect(reason).toContainText('title')
      await expect(reason).toContainText('is too long (max 255)')

      // 3. Fix the template: the design and the model fit any goods' name.
      await page.goto('/dis/platform/list/shopify')
      await item(page, templateName).getByRole('button', { name: w.open }).click()
      await expect(page.getByLabel(w.titlePattern)).toHaveValue('{keywords} — {design} — {model} {colour}')
      await page.getByLabel(w.titlePattern).fill('{design} {model}')
      await page.getByRole('button', { name: w.saveTemplate }).click()
      await expect(page).toHaveURL(/\/platform\/list\/shopify/)

      // Republish the failed one.
      await page.goto(`/dis/platform/goods/shopify?shopId=${SHOPIFY_SHOP}`)
      await searchListings(page, w.goodsSearch, tag)
      await page.getByRole('checkbox', { name: names[2], exact: true }).check()
      await page.getByRole('button', { name: `${w.republish} (1)` }).click()
      await expect(item(page, names[2]!).getByText(w.published, { exact: true })).toBeVisible({ timeout: 120_000 })
      await expect(item(page, names[2]!).getByTestId('failure-reason')).toBeHidden()

      // 4. A price change: the price template's markup. The listings priced by it are no longer in sync.
      await page.goto('/dis/price/template')
      await item(page, priceName).getByRole('button', { name: w.edit }).click()
      const form = page.getByRole('dialog')
      await form.getByLabel(w.markup).fill('95')
      await form.getByRole('button', { name: w.save, exact: true }).click()
      await expect(form).toBeHidden()
      await page.goto(`/dis/platform/goods/shopify?shopId=${SHOPIFY_SHOP}&syncState=not_synced`)
      await searchListings(page, w.goodsSearch, tag)
      for (const name of names) await expect(item(page, name).getByText(w.notSynced)).toBeVisible()
      for (const name of names) await page.getByRole('checkbox', { name, exact: true }).check()
      await page.getByRole('button', { name: `${w.push} (3)` }).click()
      // Pushed: nothing of this run is out of sync any more.
      for (const name of names) await expect(item(page, name)).toBeHidden({ timeout: 120_000 })
      await page.goto(`/dis/platform/goods/shopify?shopId=${SHOPIFY_SHOP}&syncState=synced`)
      await searchListings(page, w.goodsSearch, tag)
      for (const name of names) await expect(item(page, name).getByText(w.synced)).toBeVisible()

      // 5. Authorise a Lazada shop on the sandbox's consent page.
      await page.goto('/dis/platform/shop/lazada')
      const lazada = item(page, run.lazada)
      await lazada.getByRole('button', { name: w.authorise }).click()
      await expect(page.getByText('Sandbox marketplace')).toBeVisible()
      await page.getByRole('button', { name: 'Authorise', exact: true }).click()
      await expect(page).toHaveURL(/\/dis\/platform\/shop\/lazada/)
      await expect(item(page, run.lazada).getByText(w.authorised, { exact: true })).toBeVisible({ timeout: 30_000 })
      await expect(page).not.toHaveURL(/code=/)

      // 6. Ship an order of the Shopify shop (synced from the channel): the tracking goes back and is accepted.
      const orders = await api<{ list: { id: string; orderNo: string; lineCount: number }[] }>('/ds/list/sale_order', {
        pageNo: 1,
        pageSize: 20,
        status: '2',
        shopId: SHOPIFY_SHOP,
        sortField: 'createdAt',
        sortOrder: 'descend',
      })
      const order = orders.list.filter((row) => row.lineCount === 1)[index]!
      await page.goto(`/dis/sale/order/detail?id=${encodeURIComponent(order.id)}`)
      await expect(page.getByRole('heading', { name: order.orderNo })).toBeVisible()
      await page.getByRole('main').getByRole('button', { name: w.ship, exact: true }).click()
      const ship = page.getByRole('dialog')
      await choose(page, ship.getByRole('combobox', { name: w.express }), /.+/)
      const trackingNo = `JT${Date.now()}`
      await ship.getByLabel(w.trackingNo).fill(trackingNo)
      await ship.getByRole('button', { name: w.ship, exact: true }).click()
      await expect(page.getByText(w.shipped)).toBeVisible({ timeout: 30_000 })
      // Either way the server gets it and nothing is left waiting on the device.
      await expect(page.getByRole('button', { name: w.syncName })).toHaveAccessibleName(w.allSynced, {
        timeout: 60_000,
      })
      const pushed = page.getByTestId('tracking-push').filter({ hasText: trackingNo })
      await expect(pushed.getByText(w.accepted)).toBeVisible({ timeout: 60_000 })
    })
  })
}

/** A row of a table, or a card of the phone's list, holding this text. */
function item(page: Page, text: string): Locator {
  return page
    .getByRole('main')
    .locator('tr, li')
    .filter({ has: page.getByText(text, { exact: true }) })
}

async function choose(page: Page, field: Locator, option: string | RegExp) {
  // As a person would: tapped where it is (Playwright scrolls it just into view, at the bottom
  // edge for a field below the fold). The page stays there and the list opens by the field.
  await field.first().click()
  await expect(field.first()).toBeInViewport()
  await page.getByRole('option', { name: option }).first().click()
  await expect(field.first()).toBeInViewport()
}

async function searchListings(page: Page, placeholder: string, keyword: string) {
  const box = page.getByRole('main').getByPlaceholder(placeholder)
  await box.fill(keyword)
  await box.press('Enter')
  await expect(page).toHaveURL(/keyword=/)
}
