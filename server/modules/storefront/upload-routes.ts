// Page images (/upload): JPG or PNG by content, ≤ 500K (SPEC.md §5, §9), kept through the storage
// interface. They are shown on the public storefront, so reading one needs no sign-in; the id is
// a random ULID, and only images a seller uploaded for pages are served here.
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { UPLOAD_MAX_BYTES } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import { type PageImageView, STORE_PATHS, STOREFRONT_PATHS } from '../../../src/contract/storefront'
import { pageImages } from '../../db/schema'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { type FileStorage, storageFor } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import { parseParams } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { uploadedFiles } from '../../plugins/body-parsers'
import { sendError, toAppError } from '../../plugins/errors'
import { withIdempotency } from '../../plugins/idempotency'
import { sniffImage } from '../team/avatar'
import { needs } from './access'

export const imageUrl = (id: string) => `/dis/ts/store/image/${id}`
const idParams = z.object({ id: z.string().regex(/^[0-9A-Z]{26}$/) })

export async function uploadRoutes(app: FastifyInstance, options: { storage?: FileStorage }) {
  const storage = options.storage ?? storageFor(app.config.dataDir)

  app.post(
    STOREFRONT_PATHS.upload,
    {
      ...needs('setting', 'edit'),
      // The multipart limit answers a generic "too large"; SPEC.md §5 has its own words for it.
      errorHandler: (error, request, reply) => {
        const known = toAppError(request, error)
        sendError(
          request,
          reply,
          known.code === ErrorCode.PAYLOAD_TOO_LARGE ? new AppError(known.code, 'upload.size') : known,
        )
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      if (!request.isMultipart()) throw new AppError(ErrorCode.VALIDATION, 'upload.missing')
      const [file] = uploadedFiles(request)
      if (!file || file.body.length === 0) throw new AppError(ErrorCode.VALIDATION, 'upload.missing')
      if (file.body.length > UPLOAD_MAX_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'upload.size')
      const kind = sniffImage(file.body)
      if (!kind) throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, 'upload.type')
      const id = newId()
      const key = `page-images/${caller.did.toLowerCase().replace(/[^a-z0-9-]/g, '-')}/${id}.${kind}`
      // The file first: a row never points at a missing file.
      await storage.put(key, file.body)
      return withIdempotency(request, reply, async (tx) => {
        const [row] = await tx
          .insert(pageImages)
          .values({
            id,
            did: caller.did,
            name: (file.fileName || `image.${kind}`).slice(0, 120),
            storageKey: key,
            format: kind === 'jpg' ? 'jpeg' : 'png',
            bytes: file.body.length,
          })
          .returning()
        return toView(row!)
      })
    },
  )

  app.post(STOREFRONT_PATHS.uploadList, needs('setting', 'query'), async (request) => {
    const caller = callerOf(request)
    const rows = await app.db
      .select()
      .from(pageImages)
      .where(eq(pageImages.did, caller.did))
      .orderBy(desc(pageImages.createdAt))
      .limit(200)
    return ok(request, rows.map(toView))
  })

  app.get(STORE_PATHS.image, { config: { public: true } }, async (request, reply) => {
    const { id } = parseParams(request, idParams)
    const [row] = await app.db
      .select()
      .from(pageImages)
      .where(and(eq(pageImages.id, id)))
    if (!row) throw notFound('what.pageImage')
    const etag = `"${row.id}"`
    if (request.headers['if-none-match'] === etag) return reply.status(304).header('etag', etag).send()
    const stored = await storage.get(row.storageKey)
    if (!stored) throw notFound('what.pageImage')
    return reply
      .header('content-type', row.format === 'png' ? 'image/png' : 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .send(stored.body)
  })
}

function toView(row: typeof pageImages.$inferSelect): PageImageView {
  return {
    id: row.id,
    name: row.name,
    format: row.format as PageImageView['format'],
    bytes: row.bytes,
    url: imageUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  }
}
