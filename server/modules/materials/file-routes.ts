// Serves material pictures (original or thumbnail) and font files to signed-in callers of the
// owning tenant; platform (public) materials to every signed-in account. Another tenant's file
// answers 404. A stored file never changes under its id, so browsers may keep it (private cache).

import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { fonts, materials } from '../../db/schema'
import { notFound } from '../../lib/app-error'
import { storageFor } from '../../lib/file-storage'
import { query } from '../../lib/route'
import { assertPermission } from '../../plugins/permissions'

const fileParams = z.object({ id: z.string().trim().min(1).max(64), variant: z.enum(['original', 'thumb']) })
const fontParams = z.object({ id: z.string().trim().min(1).max(64) })
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ttf: 'font/ttf',
  otf: 'font/otf',
  woff: 'font/woff',
  woff2: 'font/woff2',
}

async function sendStored(request: FastifyRequest, reply: FastifyReply, key: string, etag: string, fileName?: string) {
  if (request.headers['if-none-match'] === etag) return reply.status(304).header('etag', etag).send()
  const stored = await storageFor(request.server.config.dataDir).get(key)
  if (!stored) throw notFound('what.materialFile')
  const extension = key.split('.').pop() ?? ''
  reply
    .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
    .header('cache-control', 'private, max-age=604800, immutable')
    .header('etag', etag)
    .header('last-modified', stored.modifiedAt.toUTCString())
  if (fileName) reply.header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`)
  return reply.send(stored.body)
}

export async function fileRoutes(app: FastifyInstance) {
  // Signed-in only; a tenant's own file also needs material_list, a public one nothing more.
  query(app, {
    path: '/material/file/:id/:variant',
    signedIn: true,
    params: fileParams,
    answer: 'raw',
    run: async (db, caller, { id, variant }, { request, reply }) => {
      const [row] = await db.select().from(materials).where(eq(materials.id, id))
      if (!row || (row.did !== null && row.did !== caller.did)) throw notFound('what.material')
      if (row.did !== null) assertPermission(caller, { key: 'material_list', action: 'query' })
      const key = variant === 'thumb' ? row.thumbKey : row.storageKey
      return sendStored(request, reply, key, `"${row.id}-${variant}"`, variant === 'original' ? row.name : undefined)
    },
  })

  query(app, {
    path: '/material/font/file/:id',
    permission: { key: 'material_list', action: 'query' },
    params: fontParams,
    answer: 'raw',
    run: async (db, caller, { id }, { request, reply }) => {
      const [row] = await db
        .select()
        .from(fonts)
        .where(and(eq(fonts.id, id), eq(fonts.did, caller.did)))
      if (!row) throw notFound('what.font')
      return sendStored(request, reply, row.storageKey, `"${row.id}"`, row.fileName)
    },
  })
}
