// `node scripts/precompress.mjs [dir]`, run by `npm run build` after `vite build`: writes a
// Brotli (.br) and a gzip (.gz) copy beside every text file of the built app. The server's
// @fastify/static already has `preCompressed: true` and sends these to browsers that accept them,
// but no build made them, so every script and the 277 KB stylesheet went out uncompressed: on a
// phone's slow connection the sign-in page took seconds longer than it had to (DESIGN.md §9).
// Made once here at the highest levels rather than on every response.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = process.argv[2] ?? 'dist'
// Source maps are left alone: only developers' tools fetch them.
const TEXT = /\.(js|mjs|css|html|svg|webmanifest|json|txt)$/
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024
// Never for files rewritten after the build: a host page fills index.html's meta tags (product
// title, locale) and a release swaps sw.js; a copy made now would go on being served unchanged.
// They are small or off the first screen's critical path (the worker installs after it).
const REWRITTEN = new Set(['index.html', 'sw.js', 'manifest.webmanifest'])

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else if (TEXT.test(name) && !(dir === root && REWRITTEN.has(name))) yield full
  }
}

let count = 0
let before = 0
let after = 0
for (const file of files(root)) {
  const bytes = readFileSync(file)
  if (bytes.length < MIN_BYTES) continue
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const gz = gzipSync(bytes, { level: 9 })
  // A copy that is not smaller is not written: the server then sends the file itself.
  if (br.length < bytes.length) writeFileSync(`${file}.br`, br)
  if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz)
  count++
  before += bytes.length
  after += br.length
}
console.log(
  `precompressed ${count} files in ${root}: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB (brotli)`,
)
