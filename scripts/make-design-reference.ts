// Writes the reference images the design render test compares with (server/modules/designs/
// reference). Run it only when a rendering change is intended, look at the new pictures, and
// commit them: `npx tsx scripts/make-design-reference.ts`.
import sharp from 'sharp'
import { builtInFont } from '../server/modules/designs/fonts'
import { renderMockup, renderPrintFile } from '../server/modules/designs/render'
import { badge, referenceSide } from '../server/modules/designs/test-support'

const area = { width: 300, height: 400, x: 110, y: 90 }
const inputs = {
  images: new Map([['badge', { body: await badge(), format: 'png' as const }]]),
  fonts: new Map([['', await builtInFont()]]),
}
const print = await renderPrintFile(referenceSide('badge'), area, inputs)
await sharp(print.body).resize(300, 400).png().toFile('server/modules/designs/reference/front-print.png')
const mockup = await renderMockup(referenceSide('badge'), area, inputs, {
  side: area,
  color: '#FFFFFF',
  shape: 'garment',
})
await sharp(mockup).resize(520).png().toFile('server/modules/designs/reference/front-mockup.png')
console.log('written', print.width, print.height)
