// The design editor (issue 17) as a seller uses it, on a desktop and on a tablet with touch:
// open /dis/pcdiy/ from the console's menu (a new tab), put a library picture and a text on a T-shirt's front, see the DPI warning
// when the picture is stretched, fix it, save (print files and mockups made on the server),
// create goods and see the mockups on them; a draft survives closing the tab. On the tablet, two
// fingers pinch the picture bigger about its centre (and the DPI warning follows) and one finger
// drags it.
import { expect, type Page, test } from '@playwright/test'
import { apiLogin, preferLocale, signInWithToken } from './support/api'
import { selectionBox, touchGesture } from './support/canvas'

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1440, height: 900 }, hasTouch: false },
  { name: 'tablet', viewport: { width: 820, height: 1180 }, hasTouch: true },
] as const

for (const device of VIEWPORTS) {
  test.describe(`design editor on a ${device.name}`, () => {
    test.use({ viewport: device.viewport, hasTouch: device.hasTouch })

    /** On a tablet the panels sit in tabs under the canvas. */
    const panel = async (page: Page, tab: 'Add' | 'Layers' | 'Properties' | 'Print check') => {
      if (device.name === 'tablet') await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click()
    }

    test('place a picture and a text, get warned, fix, save, create goods with mockups', async ({
      page: console,
      context,
      request,
    }) => {
      test.setTimeout(180_000)
      await preferLocale(context, 'en')
      const token = await apiLogin(request, 'seller')
      let page = console
      await signInWithToken(context, token)
      // From the console's menu: Creation → Online creation opens the editor in a new tab.
      await page.goto('/dis/dashboard/workplace')
      // The workplace lists the same entry among its shortcuts: the menu's own is wanted.
      let menu = page.locator('body')
      if (device.name === 'tablet') {
        // The tablet's menu drawer: groups open by their title.
        await page.getByRole('button', { name: 'Open menu' }).click()
        menu = page.getByRole('navigation', { name: 'Menu' })
        await menu.getByText('Creation', { exact: true }).click()
      } else {
        // The top menu where every group fits, else the side rail (the seller's English menu at 1440 px).
        await page
          .getByRole('banner')
          .or(page.getByRole('navigation', { name: 'Side menu' }))
          .getByRole('button', { name: 'Creation', exact: true })
          .click()
      }
      const [opened] = await Promise.all([
        context.waitForEvent('page'),
        menu.getByRole('link', { name: 'Online creation' }).click(),
      ])
      await opened.waitForLoadState()
      expect(new URL(opened.url()).pathname).toBe('/dis/pcdiy/')
      await page.close()
      page = opened

      const chooser = page.getByRole('dialog', { name: 'Choose a product model' })
      // The category narrows the models (the Select loads when the field is first pressed).
      await chooser.getByLabel('Category').click()
      await page.getByRole('option', { name: /Apparel \/ .*Hoodies$/ }).click()
      await expect(chooser.getByRole('button', { name: /^Choose .*Hoodie/i }).first()).toBeVisible()
      await expect(chooser.getByRole('button', { name: /Classic crew tee/ })).toHaveCount(0)
      await chooser.getByRole('combobox', { name: 'Category' }).click()
      await page.getByRole('option', { name: /Apparel \/ .*T-shirts$/ }).click()
      await chooser.getByLabel('Model').fill('Classic crew')
      await chooser.getByRole('button', { name: /Classic crew tee/ }).click()
      // The workspace (konva and the panels, 116 KiB gzip) is its own chunk, loaded on this click.
      await expect(page.getByRole('radio', { name: 'Front' })).toBeChecked({ timeout: 30_000 })

      await panel(page, 'Add')
      await page.getByRole('button', { name: 'Add image from library' }).click()
      const picker = page.getByRole('dialog', { name: 'Choose a design' })
      await picker.getByRole('button', { name: 'Choose sunset-badge-1800.png' }).click()
      await expect(picker).toBeHidden()

      await panel(page, 'Print check')
      await expect(page.getByTestId('preflight-ok')).toBeVisible()

      const width = page.getByRole('textbox', { name: 'Width' })
      const list = page.getByTestId('preflight-list')
      // Stretched to 320 mm, 1,800 px give 142 DPI: warned on the canvas's list, in words.
      await panel(page, 'Properties')
      await width.fill('320')
      await width.press('Tab')
      await expect(page.getByTestId('image-dpi')).toContainText('142 DPI')
      await panel(page, 'Print check')
      await expect(list).toContainText('Image at 142 DPI: under 150 DPI it may print blurred')
      await expect(list).toContainText('outside the print area')
      // Fixed: smaller.
      await panel(page, 'Properties')
      await width.fill('180')
      await width.press('Tab')
      // And centred.
      await page.getByRole('button', { name: 'Centre horizontally' }).click()
      await panel(page, 'Print check')
      await expect(page.getByTestId('preflight-ok')).toBeVisible()

      await panel(page, 'Add')
      await page.getByRole('button', { name: 'Add text' }).click()
      await panel(page, 'Properties')
      const text = page.getByRole('textbox', { name: 'Text' })
      await text.fill(`Hello ${device.name} 你好`)
      // Chinese needs a font that has it (the built-in Roboto does not): the live print check says
      // so at once, naming the characters, before the server would refuse the save.
      await panel(page, 'Print check')
      await expect(list).toContainText('This font has no letters for 你 好')
      // The demo's WenQuanYi Micro Hei has them; the browser loads it as a real font.
      await panel(page, 'Properties')
      await page.getByRole('combobox', { name: 'Font' }).click()
      await page.getByRole('option', { name: /WenQuanYi Micro Hei/ }).click()
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].some((face) => face.family.includes('f-demo-wqy-microhei') && face.status === 'loaded'),
          ),
        )
        .toBe(true)
      // The text's box is measured with that font's own widths once it has loaded, not the
      // fallback's the browser had while it loaded (the print check and the print file use it).
      const measuredWidth = await page.evaluate((line) => {
        const face = [...document.fonts].find((each) => each.family.includes('f-demo-wqy-microhei'))
        const context = document.createElement('canvas').getContext('2d')
        if (!face || !context) return null
        context.font = `100px "${face.family.replace(/"/g, '')}"`
        // 48 pt (the new text's size) in millimetres.
        return (context.measureText(line).width / 100) * 48 * (25.4 / 72)
      }, `Hello ${device.name} 你好`)
      expect(measuredWidth).not.toBeNull()
      await expect
        .poll(async () =>
          Number((await page.getByRole('textbox', { name: 'Width' }).inputValue()).replace(/[^\d.]/g, '')),
        )
        .toBeCloseTo(measuredWidth ?? 0, 0)
      await panel(page, 'Print check')
      await expect(page.getByTestId('preflight-ok')).toBeVisible()
      await page.getByRole('textbox', { name: 'Design name' }).fill(`E2E tee ${device.name}`)

      await page.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByTestId('save-state')).toHaveText('Saved · version 1', { timeout: 60_000 })

      await page.getByRole('button', { name: 'Create goods' }).click()
      const goods = page.getByRole('dialog', { name: 'Create goods from this design' })
      await goods.getByRole('combobox', { name: 'Shop' }).click()
      await page.getByRole('option').first().click()
      await goods.getByRole('button', { name: 'Create goods' }).click()
      const created = goods.getByTestId('goods-created')
      await expect(created).toBeVisible({ timeout: 30_000 })
      const mockup = created.getByRole('img', { name: 'Mockup' }).first()
      await expect(mockup).toHaveAttribute('src', /\/dis\/ts\/design\/mockup\//)
      await expect.poll(() => mockup.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(500)

      // The goods list shows the mockup as the goods' picture.
      const listed = await request.post('/dis/ts/ds/list/goods', {
        headers: { Authorization: `Bearer ${token}` },
        data: { keyword: `E2E tee ${device.name}`, pageSize: 5 },
      })
      const rows = ((await listed.json()) as { data: { list: { images: string[] }[] } }).data.list
      expect(rows[0]?.images[0]).toMatch(/\/dis\/ts\/design\/mockup\//)
    })

    test('a draft is found again after the tab was closed', async ({ page, context, request }) => {
      test.setTimeout(120_000)
      await preferLocale(context, 'en')
      await signInWithToken(context, await apiLogin(request, 'seller'))
      // The tools' tab keeps drafts on the device but syncs no mirror (the console's tab does).
      const mirrorCalls: string[] = []
      context.on('request', (sent) => {
        if (/\/dis\/ts\/(ds\/list\/sale_order|config\/list|area\/list)/.test(sent.url())) mirrorCalls.push(sent.url())
      })
      await page.goto('/dis/pcdiy/')
      const chooser = page.getByRole('dialog', { name: 'Choose a product model' })
      await chooser.getByRole('button', { name: /Classic crew tee/ }).click()
      await panel(page, 'Add')
      await page.getByRole('button', { name: 'Add text' }).click()
      await panel(page, 'Properties')
      const words = `Draft ${Date.now() % 100_000}`
      await page.getByRole('textbox', { name: 'Text' }).fill(words)
      // Written to IndexedDB shortly after the change. Polled from here: waitForFunction took the
      // async check's promise for a truthy answer at once, and the tab was closed before the write
      // (the test failed whenever the page was slower than the check).
      const stored = () =>
        page.evaluate(async () => {
          const names = (await indexedDB.databases()).map((db) => db.name ?? '')
          const found: string[] = []
          for (const name of names) {
            const db = await new Promise<IDBDatabase>((resolve, reject) => {
              const open = indexedDB.open(name)
              open.onsuccess = () => resolve(open.result)
              open.onerror = () => reject(open.error)
            })
            if (!db.objectStoreNames.contains('designDrafts')) {
              db.close()
              continue
            }
            const all = await new Promise<unknown[]>((resolve) => {
              const request = db.transaction('designDrafts').objectStore('designDrafts').getAll()
              request.onsuccess = () => resolve(request.result)
            })
            db.close()
            found.push(JSON.stringify(all))
          }
          return found.join('\n')
        })
      await expect.poll(stored).toContain(words)
      await page.close()

      const again = await context.newPage()
      await again.goto('/dis/pcdiy/')
      await panel(again, 'Layers')
      await expect(again.getByRole('button', { name: `Select layer ${words}` })).toBeVisible()
      expect(mirrorCalls).toEqual([])
    })
  })
}

test.describe("a new text in the seller's language", () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test("a zh-CN seller's default text is set in a font that draws it, in an ink that shows on the shirt", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    await preferLocale(context, 'zh-cn')
    await signInWithToken(context, await apiLogin(request, 'seller'))
    await page.goto('/dis/pcdiy/')
    const chooser = page.getByRole('dialog', { name: '请选择产品模型' })
    await chooser.getByLabel('型号').fill('Classic crew')
    await chooser.getByRole('button', { name: /Classic crew tee/ }).click()
    const text = page.getByRole('textbox', { name: '文字', exact: true })
    const font = page.getByRole('combobox', { name: '字体' })
    const ink = page.getByRole('textbox', { name: '颜色' })

    // On the black shirt: "你的文字" in the seller's Chinese font (the built-in Roboto has no
    // hanzi), in white, and the print check finds nothing.
    await page.getByRole('radio', { name: '颜色 #000000' }).click()
    await page.getByRole('button', { name: '添加文字' }).click()
    await expect(text).toHaveValue('你的文字')
    await expect(font).toHaveValue(/文泉驿微米黑/)
    await expect(ink).toHaveValue('#ffffff')
    await expect(page.getByTestId('preflight-ok')).toBeVisible()

    // Set in the built-in font, the live check names what it cannot draw, in Chinese.
    await font.click()
    await page.getByRole('option', { name: '内置无衬线字体（Roboto）' }).click()
    await expect(page.getByTestId('preflight-list')).toContainText('该字体不包含这些文字：你 的 文 字')

    // On the white shirt a new text is near-black.
    await page.getByRole('radio', { name: '颜色 #FFFFFF' }).click()
    await page.getByRole('button', { name: '添加文字' }).click()
    await expect(text).toHaveValue('你的文字')
    await expect(ink).toHaveValue('#1b1b1f')
  })
})

test.describe('design editor by touch on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true })

  const mm = async (page: Page, name: 'Width' | 'X' | 'Y') =>
    Number.parseFloat(await page.getByRole('textbox', { name, exact: true }).inputValue())

  test('two fingers pinch the picture bigger about its centre, one finger drags it', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000)
    await preferLocale(context, 'en')
    await signInWithToken(context, await apiLogin(request, 'seller'))
    await page.goto('/dis/pcdiy/')
    const chooser = page.getByRole('dialog', { name: 'Choose a product model' })
    await chooser.getByRole('button', { name: /Classic crew tee/ }).tap()
    await page.getByRole('tab', { name: /^Add/ }).tap()
    await page.getByRole('button', { name: 'Add image from library' }).tap()
    const picker = page.getByRole('dialog', { name: 'Choose a design' })
    await picker.getByRole('button', { name: 'Choose sunset-badge-1800.png' }).tap()
    await expect(picker).toBeHidden()
    await page.getByRole('tab', { name: /^Properties/ }).tap()
    await expect(page.getByTestId('image-dpi')).toBeVisible()
    const width = await mm(page, 'Width')
    const centre = (await mm(page, 'X')) + width / 2
    // The new picture is selected: its handles are drawn on the canvas.
    await expect.poll(() => selectionBox(page)).not.toBeNull()
    const box = (await selectionBox(page))!

    // Two fingers 100 px apart spread to 220 px: the picture grows by 2.2 about its centre.
    await touchGesture(context, page, [
      { from: { x: box.x - 50, y: box.y }, to: { x: box.x - 110, y: box.y } },
      { from: { x: box.x + 50, y: box.y }, to: { x: box.x + 110, y: box.y } },
    ])
    await expect.poll(() => mm(page, 'Width')).toBeCloseTo(width * 2.2, 0)
    expect((await mm(page, 'X')) + (await mm(page, 'Width')) / 2).toBeCloseTo(centre, 0)
    // Placed at its 300 DPI size, the 1,800 px picture now prints at about 136 DPI and leaves the
    // area: both said in words.
    await page.getByRole('tab', { name: /^Print check/ }).tap()
    const list = page.getByTestId('preflight-list')
    await expect(list).toContainText(/Image at 1[23]\d DPI: under 150 DPI it may print blurred/)
    await expect(list).toContainText('outside the print area')

    // One finger drags it 60 px right and 40 px down: it moves that way, its size stays.
    await page.getByRole('tab', { name: /^Properties/ }).tap()
    const grown = { width: await mm(page, 'Width'), x: await mm(page, 'X'), y: await mm(page, 'Y') }
    const at = (await selectionBox(page))!
    await touchGesture(context, page, [{ from: { x: at.x, y: at.y }, to: { x: at.x + 60, y: at.y + 40 } }])
    await expect.poll(() => mm(page, 'X')).toBeGreaterThan(grown.x + 5)
    const moved = { x: (await mm(page, 'X')) - grown.x, y: (await mm(page, 'Y')) - grown.y }
    expect(moved.y).toBeGreaterThan(0)
    expect(moved.x / moved.y).toBeGreaterThan(1.2)
    expect(moved.x / moved.y).toBeLessThan(1.8)
    expect(await mm(page, 'Width')).toBeCloseTo(grown.width, 1)
  })
})
