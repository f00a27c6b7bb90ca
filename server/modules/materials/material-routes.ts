// The Materials calls of SPEC.md §7 (paths in MATERIAL_PATHS). Reads answer the caller's tenant
// (or the platform's public rows); changes go through withIdempotency. Uploads are multipart:
// every file is judged alone — good ones are saved, bad ones come back with their reason; when
// no file at all is good the answer is 400 with the first reason and every file's result in data.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { UPLOAD_MAX_BYTES } from '../../../src/contract/constants'
import { ErrorCode } from '../../../src/contract/errors'
import {
  categoryListSchema,
  categorySaveSchema,
  MATERIAL_PATHS,
  materialDeleteSchema,
  materialListSchema,
  materialSaveFieldsSchema,
  materialUpdateSchema,
  UPLOAD_MAX_FILES,
  type UploadItemResult,
} from '../../../src/contract/materials'
import { AppError } from '../../lib/app-error'
import { ok } from '../../lib/envelope'
import { storageFor } from '../../lib/file-storage'
import { parseParams, parseWith } from '../../lib/validate'
import type { PermissionRequirement } from '../../plugins/access-types'
import { callerOf } from '../../plugins/auth'
import { uploadedFiles } from '../../plugins/body-parsers'
import { withIdempotency } from '../../plugins/idempotency'
import { assertPermission } from '../../plugins/permissions'
import { deleteMaterials, ownCategory, removeCategory, saveCategory, updateMaterials } from './material-mutations'
import { listCategories, listMaterials } from './material-read'
import { parseTags, saveMaterialFile, WrittenKeys } from './upload'

const can = (key: PermissionRequirement['key'], action: PermissionRequirement['action']) => ({ key, action })
const LIST = can('material_list', 'query')
const idParams = z.object({ id: z.string().trim().min(1).max(64) })

// One byte over the limit is enough to know a file is too large; the rest is not read. A file
// over the limit is cut there (not refused for the whole request), so it gets its own answer.
const UPLOAD_OPTIONS = {
  limits: { fileSize: UPLOAD_MAX_BYTES + 1, files: UPLOAD_MAX_FILES, parts: UPLOAD_MAX_FILES + 20 },
  throwFileSizeLimit: false,
}

/** Multipart fields that are not files (the body keeps files as Buffers). */
export function fieldsOf(body: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  if (body && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) {
      if (Buffer.isBuffer(value) || (Array.isArray(value) && value.some((item) => Buffer.isBuffer(item)))) continue
      fields[key] = value
    }
  return fields
}

export async function materialRoutes(app: FastifyInstance) {
  const storage = () => storageFor(app.config.dataDir)

  app.post(
    MATERIAL_PATHS.categoryList,
    { config: { permission: [LIST, can('material_category', 'query')] } },
    async (request) => {
      parseWith(request.locale, categoryListSchema, request.body)
      return ok(request, await listCategories(app.db, callerOf(request).did))
    },
  )
  app.post(MATERIAL_PATHS.publicCategoryList, { config: { permission: LIST } }, async (request) => {
    parseWith(request.locale, categoryListSchema, request.body)
    return ok(request, await listCategories(app.db, null))
  })
  app.post(MATERIAL_PATHS.list, { config: { permission: LIST } }, async (request) => {
    const input = parseWith(request.locale, materialListSchema, request.body)
    return ok(request, await listMaterials(app.db, callerOf(request).did, input))
  })
  app.post(MATERIAL_PATHS.publicList, { config: { permission: LIST } }, async (request) => {
    const input = parseWith(request.locale, materialListSchema, request.body)
    return ok(request, await listMaterials(app.db, null, input))
  })

  app.post(
    MATERIAL_PATHS.save,
    {
      config: {
        permission: can('material_upload', 'add'),
        multipartOptions: UPLOAD_OPTIONS,
      },
    },
    async (request, reply) => {
      const caller = callerOf(request)
      const fields = parseWith(request.locale, materialSaveFieldsSchema, fieldsOf(request.body))
      const files = uploadedFiles(request)
      if (files.length === 0) throw new AppError(ErrorCode.VALIDATION, 'material.upload.noFiles')
      const written = new WrittenKeys(storage())
      try {
        return await withIdempotency(request, reply, async (tx) => {
          const category = fields.categoryId ? await ownCategory(tx, caller.did, fields.categoryId) : null
          const target = {
            did: caller.did,
            categoryId: category?.id ?? null,
            categoryName: category?.name ?? null,
            type: fields.type,
            tags: parseTags(fields.tags),
            createdBy: caller.id,
          }
          const results: UploadItemResult[] = []
          for (const file of files) results.push(await saveMaterialFile(tx, written, request.locale, target, file))
          const firstBad = results.find((result) => !result.ok)
          if (firstBad && results.every((result) => !result.ok)) {
            throw new AppError(ErrorCode.VALIDATION, 'material.upload.onlyJpgPng', {
              message: firstBad.msg,
              extra: { data: results },
            })
          }
          return results
        })
      } catch (error) {
        await written.undo()
        throw error
      }
    },
  )

  app.post(MATERIAL_PATHS.update, { config: { permission: can('material_list', 'edit') } }, async (request, reply) => {
    const caller = callerOf(request)
    const input = parseWith(request.locale, materialUpdateSchema, request.body)
    return withIdempotency(request, reply, (tx) => updateMaterials(tx, caller, input))
  })

  app.post(
    MATERIAL_PATHS.remove,
    { config: { permission: can('material_list', 'delete') } },
    async (request, reply) => {
      const caller = callerOf(request)
      const { ids } = parseWith(request.locale, materialDeleteSchema, request.body)
      let keys: string[] = []
      const answer = await withIdempotency(request, reply, async (tx) => {
        const removed = await deleteMaterials(tx, caller, ids)
        keys = removed.keys
        return { ids: removed.ids }
      })
      // Files go only after the rows are gone for good (a rolled-back delete keeps its files).
      await Promise.all(keys.map((key) => storage().delete(key)))
      return answer
    },
  )

  app.post(
    MATERIAL_PATHS.categorySave,
    { config: { permission: [can('material_category', 'add'), can('material_category', 'edit')] } },
    async (request, reply) => {
      const caller = callerOf(request)
      const input = parseWith(request.locale, categorySaveSchema, request.body)
      assertPermission(caller, can('material_category', input.id ? 'edit' : 'add'))
      return withIdempotency(request, reply, (tx) => saveCategory(tx, caller, input))
    },
  )

  app.post(
    '/material/manage/category/remove/:id',
    { config: { permission: can('material_category', 'delete') } },
    async (request, reply) => {
      const caller = callerOf(request)
      const { id } = parseParams(request, idParams)
      return withIdempotency(request, reply, (tx) => removeCategory(tx, caller, id))
    },
  )
}
