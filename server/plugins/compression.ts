// Answers made per request (the API's, the storefront's first page) compressed for the clients
// that accept it. The built app's files are compressed once
// at build time (scripts/precompress.mjs, served by @fastify/static); the API's JSON was sent as is:
// the signed-in user's info is 45 KB of JSON that Brotli makes 2 KB, and each page of the first
// mirror sync 600 KB. On a phone's connection that was seconds of the first signed-in load (issue
// 21); on the server it costs ~2 ms a 500 KB page at the quality chosen here.
//
// @fastify/compress rather than our own onSend hook: it negotiates Accept-Encoding (q-values,
// identity, `*`), skips answers that are already encoded or not compressible (spreadsheets, images)
// and keeps Vary right — the edge cases an own hook would have to relearn.
import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Below this the encoded answer saves less than the work and the headers cost. */
const MIN_BYTES = 1024
/**
 * Brotli's quality 4: about 2 ms for a 500 KB sync page, within 15% of quality 5's size at two
 * thirds of its time; the default (11) takes over 100 ms for the same page.
 */
const BROTLI_QUALITY = 4
const GZIP_LEVEL = 6

/** Compresses the answers of the scope given (the API's, the storefront page's) and of its children. */
export async function registerCompression(scope: FastifyInstance) {
  await scope.register(compress, {
    global: true,
    threshold: MIN_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  })
}
