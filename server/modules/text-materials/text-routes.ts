// Text editor calls (/dis/mi/, TEXT_MATERIAL_PATHS): a live preview drawn with the real font, save
// as a new library material (PNG + SVG), the newest ones to open again, and the stored vector.
// The font is the caller's (another tenant's is a 404) or the built-in sans; drawing runs after
// the Idempotency-Key is claimed and outside the transaction, so a replay does not draw again.
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import {
  TEXT_MATERIAL_PATHS,
  type TextStyle,
  textMaterialSaveSchema,
  textPreviewSchema,
} from '../../../src/contract/text-materials'
import { storageFor } from '../../lib/file-storage'
import { mutation, query } from '../../lib/route'
import type { IssueWording } from '../../lib/validate'
import type { PermissionRule } from '../../plugins/access-types'
import { renderableFonts } from '../designs/public'
import {
  recentTextMaterials,
  saveTextMaterial,
  textMaterialDetail,
  textMaterialSvg,
  WrittenKeys,
} from './text-mutations'
import { drawOrRefuse, previewOf, renderTextFiles, type TextFiles } from './text-render'

const WRITE: PermissionRule = { key: 'material_upload', action: 'add' }
const READ: PermissionRule = [
  { key: 'material_upload', action: 'add' },
  { key: 'material_list', action: 'query' },
]
const idParams = z.object({ id: z.string().trim().min(1).max(64) })

/** The contract's refinements name their catalog keys ('textMaterial.empty'). */
const wording: IssueWording = (issue) =>
  issue.message === 'textMaterial.empty' || issue.message === 'textMaterial.tooManyLines' ? issue.message : null

export async function textMaterialRoutes(app: FastifyInstance) {
  const storage = () => storageFor(app.config.dataDir)
  const draw = async (did: string, style: TextStyle) => {
    const font = (await renderableFonts(app.db, storage(), did, [style.fontId])).get(style.fontId ?? '')!
    return drawOrRefuse(font, style)
  }

  query(app, {
    path: TEXT_MATERIAL_PATHS.preview,
    method: 'POST',
    permission: WRITE,
    body: textPreviewSchema,
    wording,
    run: async (_db, caller, { style }) => previewOf(await draw(caller.did, style)),
  })

  // What the save drew in `before`, for its `run` (the same parsed input object).
  const drawn = new WeakMap<object, TextFiles>()
  mutation(app, {
    path: TEXT_MATERIAL_PATHS.save,
    permission: WRITE,
    body: textMaterialSaveSchema,
    wording,
    idempotency: 'optional',
    before: async (_db, caller, input) => {
      drawn.set(input, await renderTextFiles(await draw(caller.did, input.style)))
    },
    run: async (tx, caller, input, { reply }) => {
      const written = new WrittenKeys(storage())
      // Whatever ends the request after the files were written, a failed change takes them back.
      reply.raw.once('finish', () => {
        if (reply.statusCode >= 300) void written.undo()
      })
      return saveTextMaterial(tx, caller, input, drawn.get(input)!, written)
    },
  })

  query(app, {
    path: TEXT_MATERIAL_PATHS.list,
    permission: READ,
    run: (db, caller) => recentTextMaterials(db, caller.did),
  })

  query(app, {
    path: '/material/text/:id',
    permission: READ,
    params: idParams,
    run: (db, caller, { id }) => textMaterialDetail(db, caller.did, id),
  })

  query(app, {
    path: '/material/text/:id/svg',
    permission: READ,
    params: idParams,
    answer: 'raw',
    run: async (db, caller, { id }, { reply }) => {
      const file = await textMaterialSvg(db, storage(), caller.did, id)
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'private, max-age=604800, immutable')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(`${file.name}.svg`)}`)
        .send(file.body)
    },
  })
}
