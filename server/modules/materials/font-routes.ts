// Fonts of the materials library (not shown in SPEC.md §7; same rules as the material calls):
// list, upload (TTF/OTF/WOFF/WOFF2 by their first bytes, family read from the file) and delete.

import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ErrorCode, HTTP_STATUS_OF } from '../../../src/contract/errors'
import {
  FONT_MAX_BYTES,
  fontDeleteSchema,
  fontListSchema,
  fontSaveFieldsSchema,
  MATERIAL_PATHS,
  UPLOAD_MAX_FILES,
  type UploadItemResult,
} from '../../../src/contract/materials'
import { fonts } from '../../db/schema'
import { t } from '../../i18n/locale'
import { AppError, notFound } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { storageFor } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import { parseWith } from '../../lib/validate'
import { callerOf } from '../../plugins/auth'
import { uploadedFiles } from '../../plugins/body-parsers'
import { withIdempotency } from '../../plugins/idempotency'
import { fontFamily, sniffFont, verifiedFont } from './font-file'
import { listFonts, toFontRow } from './material-read'
import { fieldsOf } from './material-routes'
import { WrittenKeys } from './upload'

const FONT_OPTIONS = {
  limits: { fileSize: FONT_MAX_BYTES + 1, files: UPLOAD_MAX_FILES, parts: UPLOAD_MAX_FILES + 20 },
  throwFileSizeLimit: false,
}

export async function fontRoutes(app: FastifyInstance) {
  const storage = () => storageFor(app.config.dataDir)

  app.post(
    MATERIAL_PATHS.fontList,
    { config: { permission: { key: 'material_list', action: 'query' } } },
    async (request) => {
      const input = parseWith(request.locale, fontListSchema, request.body)
      return ok(request, await listFonts(app.db, callerOf(request).did, input))
    },
  )

  app.post(
    MATERIAL_PATHS.fontSave,
    { config: { permission: { key: 'material_upload', action: 'add' }, multipartOptions: FONT_OPTIONS } },
    async (request, reply) => {
      const caller = callerOf(request)
      const fields = parseWith(request.locale, fontSaveFieldsSchema, fieldsOf(request.body))
      const files = uploadedFiles(request)
      if (files.length === 0) throw new AppError(ErrorCode.VALIDATION, 'material.upload.noFiles')
      const written = new WrittenKeys(storage())
      const refuse = (
        fileName: string,
        key: 'material.font.onlyFonts' | 'material.font.tooLarge' | 'material.font.unreadable',
      ): UploadItemResult => ({
        fileName,
        ok: false,
        code: ErrorCode.VALIDATION,
        status: HTTP_STATUS_OF[ErrorCode.VALIDATION],
        msg: t(request.locale, key),
      })
      try {
        return await withIdempotency(request, reply, async (tx) => {
          const results: UploadItemResult[] = []
          for (const file of files) {
            const fileName = file.fileName.trim().slice(0, 120) || 'font'
            const format = sniffFont(file.body)
            if (!format) {
              results.push(refuse(fileName, 'material.font.onlyFonts'))
              continue
            }
            if (file.body.length > FONT_MAX_BYTES) {
              results.push(refuse(fileName, 'material.font.tooLarge'))
              continue
            }
            // A font's first bytes followed by junk is not a font; only the verified bytes are kept.
            const body = verifiedFont(file.body, format)
            if (!body) {
              results.push(refuse(fileName, 'material.font.unreadable'))
              continue
            }
            const id = newId()
            const storageKey = `f/${caller.did}/${id}.${format}`
            await written.put(storageKey, body)
            const family =
              fields.family ?? fontFamily(body, format) ?? (fileName.replace(/\.[^.]+$/, '').slice(0, 80) || 'font')
            const [row] = await tx
              .insert(fonts)
              .values({
                id,
                did: caller.did,
                family,
                fileName,
                format,
                sizeBytes: body.length,
                storageKey,
                createdBy: caller.id,
              })
              .returning()
            results.push({
              fileName,
              ok: true,
              code: 0,
              status: 200,
              msg: t(request.locale, 'material.upload.saved'),
              font: toFontRow(row!),
            })
          }
          const firstBad = results.find((result) => !result.ok)
          if (firstBad && results.every((result) => !result.ok))
            throw new AppError(ErrorCode.VALIDATION, 'material.font.onlyFonts', {
              message: firstBad.msg,
              extra: { data: results },
            })
          return results
        })
      } catch (error) {
        await written.undo()
        throw error
      }
    },
  )

  app.post(
    MATERIAL_PATHS.fontRemove,
    { config: { permission: { key: 'material_list', action: 'delete' } } },
    async (request, reply) => {
      const caller = callerOf(request)
      const { ids } = parseWith(request.locale, fontDeleteSchema, request.body)
      let keys: string[] = []
      const answer = await withIdempotency(request, reply, async (tx) => {
        const unique = [...new Set(ids)]
        const rows = await tx
          .select()
          .from(fonts)
          .where(and(eq(fonts.did, caller.did), inArray(fonts.id, unique)))
          .for('update')
        if (rows.length !== unique.length) throw notFound('what.font')
        await tx.delete(fonts).where(inArray(fonts.id, unique))
        keys = rows.map((row) => row.storageKey)
        return { ids: unique }
      })
      await Promise.all(keys.map((key) => storage().delete(key)))
      return answer
    },
  )
}
