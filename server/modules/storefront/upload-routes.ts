// Page images (/upload): JPG or PNG by content, ≤ 500K (SPEC.md §5, §9), kept through the storage
// interface. They are shown on the public storefront, so reading one needs no sign-in; the id is
// a random ULID, and only images a seller uploaded for pages are served here.
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { UPLOAD_MAX_BYTES } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import { type PageImageView, STORE_IMAGE_WIDTHS, STORE_PATHS, STOREFRONT_PATHS } from '../../../src/contract/storefront'
import { pageImages } from '../../db/schema'
import { AppError, notFound } from '../../lib/app-error'
import { type FileStorage, storageFor } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import { judgePicture } from '../../lib/picture-decode'
import { mutation, query } from '../../lib/route'
import { uploadedFiles } from '../../plugins/body-parsers'
import { makeThumbnail, type ThumbnailFormat } from '../materials/public'

export const imageUrl = (id: string) => `/dis/ts/store/image/${id}`
const idParams = z.object({ id: z.string().regex(/^[0-9A-Z]{26}$/) })
const widths = STORE_IMAGE_WIDTHS.map(String) as [string, ...string[]]
const sizeQuery = z.object({ w: z.enum(widths).optional() })

// One byte over the limit is enough to know a file is too large: it is cut there and answered with
// SPEC.md §5's own words (the multipart limit's generic "too large" would not say 500K).
const UPLOAD_OPTIONS = {
  limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: 5, fields: 100, fieldSize: 64 * 1024, parts: 110 },
  throwFileSizeLimit: false,
}

export async function uploadRoutes(app: FastifyInstance, options: { storage?: FileStorage }) {
  const storage = options.storage ?? storageFor(app.config.dataDir)
  // The key written by an upload, removed again when its row was not committed.
  const written = new WeakMap<FastifyRequest, string>()

  mutation(app, {
    path: STOREFRONT_PATHS.upload,
    permission: { key: 'setting', action: 'edit' },
    config: { multipartOptions: UPLOAD_OPTIONS },
    idempotency: 'optional',
    run: async (tx, caller, _fields, { request }) => {
      if (!request.isMultipart()) throw new AppError(ErrorCode.VALIDATION, 'upload.missing')
      const [file] = uploadedFiles(request)
      if (!file || file.body.length === 0) throw new AppError(ErrorCode.VALIDATION, 'upload.missing')
      if (file.body.length > UPLOAD_MAX_BYTES) throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, 'upload.size')
      // Judged by content: only the picture's own bytes are kept (nothing appended after its end).
      const picture = await judgePicture(file.body)
      if (!picture.ok && picture.reason === 'type') throw new AppError(ErrorCode.UNSUPPORTED_MEDIA, 'upload.type')
      if (!picture.ok) throw new AppError(ErrorCode.VALIDATION, 'upload.unreadable')
      const kind = picture.kind === 'jpeg' ? 'jpg' : 'png'
      const id = newId()
      const key = `page-images/${caller.did.toLowerCase().replace(/[^a-z0-9-]/g, '-')}/${id}.${kind}`
      // The file before the row: a row never points at a missing file.
      written.set(request, key)
      await storage.put(key, picture.body)
      const [row] = await tx
        .insert(pageImages)
        .values({
          id,
          did: caller.did,
          name: (file.fileName || `image.${kind}`).slice(0, 120),
          storageKey: key,
          format: picture.kind,
          bytes: picture.body.length,
        })
        .returning()
      return toView(row!)
    },
    after: async ({ request }, outcome) => {
      const key = written.get(request)
      if (outcome === 'failed' && key) await storage.delete(key).catch(() => {})
    },
  })

  query(app, {
    path: STOREFRONT_PATHS.uploadList,
    method: 'POST',
    permission: { key: 'setting', action: 'query' },
    run: (db, caller) =>
      db
        .select()
        .from(pageImages)
        .where(eq(pageImages.did, caller.did))
        .orderBy(desc(pageImages.createdAt))
        .limit(200)
        .then((rows) => rows.map(toView)),
  })

  // Served raw (not in the envelope): the storefront's <img> reads it.
  // `?w=` asks for the picture at most that wide (STORE_IMAGE_WIDTHS) in the best format the
  // browser says it takes (AVIF, else WebP, else the original's JPEG/PNG: an old browser still
  // gets a picture), made on first request and kept beside the original in the storage, so a phone
  // loads tens of KB instead of the original. The answer varies by Accept, and says so.
  query(app, {
    path: STORE_PATHS.image,
    public: true,
    params: idParams,
    query: sizeQuery,
    answer: 'raw',
    run: async (db, _caller, { id, w }, { request, reply }) => {
      const [row] = await db.select().from(pageImages).where(eq(pageImages.id, id))
      if (!row) throw notFound('what.pageImage')
      const original: ThumbnailFormat = row.format === 'png' ? 'png' : 'jpeg'
      const format = w ? sizedFormat(request.headers.accept, original) : original
      const etag = `"${row.id}${w ? `-w${w}-${format}` : ''}"`
      if (w) reply.header('vary', 'accept')
      if (request.headers['if-none-match'] === etag) return reply.status(304).header('etag', etag).send()
      const body = w
        ? await sizedImage(storage, row.storageKey, Number(w), format)
        : (await storage.get(row.storageKey))?.body
      if (!body) throw notFound('what.pageImage')
      return reply
        .header('content-type', `image/${format}`)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .send(body)
    },
  })
}

/** Accept's media types with a quality above 0 (`image/avif;q=0` refuses AVIF). */
function accepted(header: string | undefined): Set<string> {
  const types = new Set<string>()
  for (const part of (header ?? '').split(',')) {
    const [type, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    if (type && !(q && Number(q.slice(2)) === 0)) types.add(type)
  }
  return types
}

/** AVIF, else WebP, when the browser names it; else the original's own format. */
export function sizedFormat(accept: string | undefined, original: ThumbnailFormat): ThumbnailFormat {
  const types = accepted(accept)
  if (types.has('image/avif')) return 'avif'
  if (types.has('image/webp')) return 'webp'
  return original
}

/** The page image at most `width` px wide in `format`: the stored copy, or made now and stored. */
async function sizedImage(
  storage: FileStorage,
  originalKey: string,
  width: number,
  format: ThumbnailFormat,
): Promise<Buffer | null> {
  const key = `${originalKey}.w${width}.${format === 'jpeg' ? 'jpg' : format}`
  const kept = await storage.get(key)
  if (kept) return kept.body
  const original = await storage.get(originalKey)
  if (!original) return null
  // Two first requests at once both make it: the same bytes, written twice, harmless.
  const body = await makeThumbnail(original.body, false, { width, height: width * 4 }, format)
  await storage.put(key, body)
  return body
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
