// The Materials calls of SPEC.md §7 (paths in MATERIAL_PATHS). Reads answer the caller's tenant
// (or the platform's public rows); changes go through mutation() (server/lib/route.ts). Uploads are multipart:
// every file is judged alone — good ones are saved, bad ones come back with their reason; when
// no file at all is good the answer is 400 with the first reason and every file's result in data.
import type { FastifyInstance, FastifyRequest } from 'fastify'
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
import { storageFor } from '../../lib/file-storage'
import { mutation, query } from '../../lib/route'
import type { PermissionRequirement } from '../../plugins/access-types'
import { uploadedFiles } from '../../plugins/body-parsers'
import { pinnedPictureKeys } from '../designs/public'
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
  // Per request: files written by an upload (removed again when it rolls back) and the files of
  // deleted rows (removed once the delete has committed).
  const written = new WeakMap<FastifyRequest, WrittenKeys>()
  const removedKeys = new WeakMap<FastifyRequest, string[]>()

  query(app, {
    path: MATERIAL_PATHS.categoryList,
    method: 'POST',
    permission: [LIST, can('material_category', 'query')],
    body: categoryListSchema,
    run: (db, caller) => listCategories(db, caller.did),
  })
  query(app, {
    path: MATERIAL_PATHS.publicCategoryList,
    method: 'POST',
    permission: LIST,
    body: categoryListSchema,
    run: (db) => listCategories(db, null),
  })
  query(app, {
    path: MATERIAL_PATHS.list,
    method: 'POST',
    permission: LIST,
    body: materialListSchema,
    run: (db, caller, input) => listMaterials(db, caller.did, input),
  })
  query(app, {
    path: MATERIAL_PATHS.publicList,
    method: 'POST',
    permission: LIST,
    body: materialListSchema,
    run: (db, _caller, input) => listMaterials(db, null, input),
  })

  mutation(app, {
    path: MATERIAL_PATHS.save,
    permission: can('material_upload', 'add'),
    config: { multipartOptions: UPLOAD_OPTIONS },
    // The multipart body keeps files as Buffers beside the text fields; the schema reads the fields.
    body: z.preprocess(fieldsOf, materialSaveFieldsSchema),
    idempotency: 'optional',
    before: async (_db, _caller, _fields, { request }) => {
      if (uploadedFiles(request).length === 0) throw new AppError(ErrorCode.VALIDATION, 'material.upload.noFiles')
    },
    run: async (tx, caller, fields, { request }) => {
      const files = written.get(request) ?? new WrittenKeys(storage())
      written.set(request, files)
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
      for (const file of uploadedFiles(request))
        results.push(await saveMaterialFile(tx, files, request.locale, target, file))
      const firstBad = results.find((result) => !result.ok)
      if (firstBad && results.every((result) => !result.ok)) {
        throw new AppError(ErrorCode.VALIDATION, 'material.upload.onlyJpgPng', {
          message: firstBad.msg,
          extra: { data: results },
        })
      }
      return results
    },
    after: async ({ request }, outcome) => {
      if (outcome === 'failed') await written.get(request)?.undo()
    },
  })

  mutation(app, {
    path: MATERIAL_PATHS.update,
    permission: can('material_list', 'edit'),
    body: materialUpdateSchema,
    idempotency: 'optional',
    run: (tx, caller, input) => updateMaterials(tx, caller, input),
  })

  mutation(app, {
    path: MATERIAL_PATHS.remove,
    permission: can('material_list', 'delete'),
    body: materialDeleteSchema,
    idempotency: 'optional',
    run: async (tx, caller, { ids }, { request }) => {
      const removed = await deleteMaterials(tx, caller, ids)
      removedKeys.set(request, removed.keys)
      return { ids: removed.ids }
    },
    // Files go only after the rows are gone for good (a rolled-back delete keeps its files). A
    // picture a batch's pending print file is still to be drawn from stays: the last such print
    // file drawn deletes it (designs' pending-prints.ts).
    after: async ({ request }, outcome) => {
      if (outcome !== 'committed') return
      const keys = removedKeys.get(request) ?? []
      const pinned = await pinnedPictureKeys(app.db, keys)
      await Promise.all(keys.filter((key) => !pinned.has(key)).map((key) => storage().delete(key)))
    },
  })

  mutation(app, {
    path: MATERIAL_PATHS.categorySave,
    permission: [can('material_category', 'add'), can('material_category', 'edit')],
    body: categorySaveSchema,
    idempotency: 'optional',
    permissionFor: (input) => can('material_category', input.id ? 'edit' : 'add'),
    run: (tx, caller, input) => saveCategory(tx, caller, input),
  })

  mutation(app, {
    path: '/material/manage/category/remove/:id',
    permission: can('material_category', 'delete'),
    params: idParams,
    idempotency: 'optional',
    run: (tx, caller, { id }) => removeCategory(tx, caller, id),
  })
}
