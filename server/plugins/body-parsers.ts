// Request bodies: JSON (an empty body counts as none), url-encoded forms and multipart forms —
// SPEC.md §7 sends sign-in as a form, the app sends JSON.
import multipart, { type MultipartFile } from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { UPLOAD_MAX_BYTES } from '../../src/contract/constants'
import { ErrorCode } from '../../src/contract/errors'
import { t } from '../i18n/locale'
import { AppError } from '../lib/app-error'
import { jsonDepth, MAX_JSON_DEPTH } from '../lib/json-depth'
import { nameProblem, textProblem } from '../lib/text-guard'
import { validationError } from '../lib/validate'

/** A file part of a multipart request, with the name the client gave it (the body keeps only bytes). */
export interface UploadedFile {
  field: string
  fileName: string
  mimetype: string
  body: Buffer
}

const uploads = new WeakMap<FastifyRequest, UploadedFile[]>()

/** The files of a multipart request in the order they came (empty for other requests). */
export const uploadedFiles = (request: FastifyRequest): UploadedFile[] => uploads.get(request) ?? []

export async function registerBodyParsers(app: FastifyInstance) {
  const defaultJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // Clients (and curl -X POST -H 'content-type: application/json') often send no body at all.
    const text = String(body)
    if (text.trim() === '') return done(null, undefined)
    // Refused before parsing, so no route and no walker ever sees a deeply nested value.
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      return done(new AppError(ErrorCode.VALIDATION, 'validation.tooDeep', { params: { max: MAX_JSON_DEPTH } }))
    }
    defaultJson(request, text, done)
  })

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null)
    for (const [key, value] of new URLSearchParams(String(body))) fields[key] = value
    done(null, { ...fields })
  })

  // Fields become body properties; a file part becomes a Buffer (uploads check content and size).
  // Every name (field and file) and every text value is checked here, the one multipart reader.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    async onFile(this: FastifyRequest, part: MultipartFile) {
      refuseBadName(this, [part.fieldname], part.fieldname)
      refuseBadName(this, [part.fieldname, 'fileName'], part.filename)
      const body = await part.toBuffer()
      const list = uploads.get(this) ?? []
      list.push({ field: part.fieldname, fileName: part.filename, mimetype: part.mimetype, body })
      uploads.set(this, list)
    },
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 5, fields: 100, fieldSize: 64 * 1024, parts: 110 },
  })
  // Text fields are known only once the whole form was read (the plugin's preValidation hook).
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart() || !request.body || typeof request.body !== 'object') return
    for (const [name, value] of Object.entries(request.body)) {
      refuseBadName(request, [name], name)
      for (const text of Array.isArray(value) ? value : [value]) {
        if (typeof text !== 'string') continue
        const problem = textProblem(text)
        if (problem) throw validationError(request.locale, [{ path: [name], message: t(request.locale, problem) }])
      }
    }
  })
}

function refuseBadName(request: FastifyRequest, path: string[], name: string) {
  const problem = nameProblem(name)
  if (problem) throw validationError(request.locale, [{ path, message: t(request.locale, problem) }])
}
