// API answers go gzip-compressed to a client that accepts it (every browser does). The static files
// are compressed at build time (scripts/precompress.mjs), the answers were not: the signed-in
// page's user info is 45 KB of repeated permission names (≈ 3 KB gzip) and the design editor's
// model list 23 KB, both on the first screen's path, on a phone's network 0.3 s of transfer
// (issue 17, time to interactive). Level 1, the fastest: most of the gain at a fraction of the
// server CPU of the default level.
import { promisify } from 'node:util'
import { constants, gzip } from 'node:zlib'
import type { FastifyInstance } from 'fastify'

const gzipAsync = promisify(gzip)
/** Smaller answers fit one packet either way; compressing them costs more than it saves. */
export const COMPRESS_FROM_BYTES = 1024

const acceptsGzip = (header: string | string[] | undefined) =>
  /\bgzip\b/.test(Array.isArray(header) ? header.join(',') : (header ?? ''))

export function registerAnswerCompression(api: FastifyInstance) {
  api.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload // streams: files, exports
    if (reply.hasHeader('content-encoding') || !acceptsGzip(request.headers['accept-encoding'])) return payload
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload
    if (body.length < COMPRESS_FROM_BYTES) return payload
    const type = String(reply.getHeader('content-type') ?? '')
    if (!/json|text|xml|javascript/.test(type)) return payload
    reply.header('content-encoding', 'gzip')
    reply.header('vary', 'accept-encoding')
    reply.removeHeader('content-length')
    return await gzipAsync(body, { level: constants.Z_BEST_SPEED })
  })
}
