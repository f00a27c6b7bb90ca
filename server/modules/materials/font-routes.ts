// Fonts of the materials library (not shown in SPEC.md §7; same rules as the material calls):
// list, upload (TTF/OTF/WOFF/WOFF2 by their first bytes, family read from the file) and delete.

import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
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
import { storageFor } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import { mutation, query } from '../../lib/route'
import { uploadedFiles } from '../../plugins/body-parsers'
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
  // Per request: files written by an upload (removed again when it rolls back) and the files of
  // deleted rows (removed once the delete has committed).
  const written = new WeakMap<FastifyRequest, WrittenKeys>()
  const removedKeys = new WeakMap<FastifyRequest, string[]>()

  query(app, {
    path: MATERIAL_PATHS.fontList,
    method: 'POST',
    permission: { key: 'material_list', action: 'query' },
    body: fontListSchema,
    run: (db, caller, input) => listFonts(db, caller.did, input),
  })

  mutation(app, {
    path: MATERIAL_PATHS.fontSave,
    permission: { key: 'material_upload', action: 'add' },
    config: { multipartOptions: FONT_OPTIONS },
    // The multipart body keeps files as Buffers beside the text fields; the schema reads the fields.
    body: z.preprocess(fieldsOf, fontSaveFieldsSchema),
    idempotency: 'optional',
    before: async (_db, _caller, _fields, { request }) => {
      if (uploadedFiles(request).length === 0) throw new AppError(ErrorCode.VALIDATION, 'material.upload.noFiles')
    },
    run: async (tx, caller, fields, { request }) => {
      const files = written.get(request) ?? new WrittenKeys(storage())
      written.set(request, files)
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
      const results: UploadItemResult[] = []
      for (const file of uploadedFiles(request)) {
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
        await files.put(storageKey, body)
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
    },
    after: async ({ request }, outcome) => {
      if (outcome === 'failed') await written.get(request)?.undo()
    },
  })

  mutation(app, {
    path: MATERIAL_PATHS.fontRemove,
    permission: { key: 'material_list', action: 'delete' },
    body: fontDeleteSchema,
    idempotency: 'optional',
    run: async (tx, caller, { ids }, { request }) => {
      const unique = [...new Set(ids)]
      const rows = await tx
        .select()
        .from(fonts)
        .where(and(eq(fonts.did, caller.did), inArray(fonts.id, unique)))
        .for('update')
      if (rows.length !== unique.length) throw notFound('what.font')
      await tx.delete(fonts).where(and(eq(fonts.did, caller.did), inArray(fonts.id, unique)))
      removedKeys.set(
        request,
        rows.map((row) => row.storageKey),
      )
      return { ids: unique }
    },
    // Files go only after the rows are gone for good (a rolled-back delete keeps its files).
    after: async ({ request }, outcome) => {
      if (outcome === 'committed')
        await Promise.all((removedKeys.get(request) ?? []).map((key) => storage().delete(key)))
    },
  })
}
