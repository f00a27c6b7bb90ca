// Rasterises the app's logo into the PNG icons the web app manifest names (public/pwa-*.png),
// with Debian's Chromium: `npx tsx scripts/make-icons.ts`. The PNGs are committed; run this only
// when the logo changes.
import { writeFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const BRAND = '#FA541C'

// The favicon's parcel, drawn on a 64-unit grid.
const GLYPH = `
  <path d="M32 12 50 22v20L32 52 14 42V22z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
  <path d="M14 22l18 10 18-10M32 32v20" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
  <circle cx="41" cy="17" r="4" fill="#FFD8BF"/>`

/** Rounded tile like the favicon ("any" purpose). */
const anyIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="14" fill="${BRAND}"/>${GLYPH}</svg>`

/** Full-bleed square; the glyph shrunk into the central 80 % safe zone that launchers never crop. */
const maskableIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}"/>
  <g transform="translate(32 32) scale(0.72) translate(-32 -32)">${GLYPH}</g></svg>`

const outputs = [
  { file: 'public/pwa-192.png', size: 192, svg: anyIcon },
  { file: 'public/pwa-512.png', size: 512, svg: anyIcon },
  { file: 'public/pwa-maskable-512.png', size: 512, svg: maskableIcon },
]

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] })
try {
  const page = await browser.newPage()
  for (const { file, size, svg } of outputs) {
    await page.setViewportSize({ width: size, height: size })
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `)
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`)
    const png = await page.locator('svg').screenshot({ omitBackground: true })
    await writeFile(file, png)
    console.log(`${file} ${size}×${size} ${png.length} bytes`)
  }
} finally {
  await browser.close()
}
