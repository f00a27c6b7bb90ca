// Materials library (SPEC.md §2 Materials, §5, §7 Materials, §9 upload limit): the shapes the app
// and the server agree on — categories (a tree, root pid '0'), materials (patterns and images with
// size, DPI and colour mode read from the file), fonts, and the calls' paths and request schemas.
//
// Rules decided here (SPEC.md leaves them open):
// - A category with child nodes cannot be deleted (SPEC.md §5). A category that still holds
//   materials is refused too (the user moves or deletes them first): deleting pictures as a side
//   effect of tidying the tree would lose work, and moving them silently would hide them.
// - Public materials and public categories belong to the platform (no tenant): every signed-in
//   account may browse them, no tenant may change them.
// - Uploads: JPG or PNG only, decided by the file's first bytes (never by its name or the type the
//   browser claims), at most UPLOAD_MAX_BYTES each. Several files go in one request; each file is
//   judged alone: good ones are saved, bad ones come back with their reason.
import { z } from 'zod'
import { UPLOAD_MAX_BYTES } from './constants'
import { pageRequestSchema } from './envelope'

export { MATERIAL_PATHS, type MaterialFileVariant } from './catalogue-paths'

export const ROOT_CATEGORY_ID = '0'
export const MATERIAL_TYPES = ['pattern', 'image'] as const
export type MaterialType = (typeof MATERIAL_TYPES)[number]
export const MATERIAL_FORMATS = ['png', 'jpeg'] as const
export type MaterialFormat = (typeof MATERIAL_FORMATS)[number]
/** Colour modes as read from the file (sharp's `space`, reduced to what a printer cares about). */
export const COLOR_MODES = ['rgb', 'rgba', 'cmyk', 'gray', 'other'] as const
export type ColorMode = (typeof COLOR_MODES)[number]
export const FONT_FORMATS = ['ttf', 'otf', 'woff', 'woff2'] as const
export type FontFormat = (typeof FONT_FORMATS)[number]
/** Font files are not pictures: the 500K limit of SPEC.md §9 is for JPG/PNG; fonts may be larger. */
export const FONT_MAX_BYTES = 8 * 1024 * 1024
/** Files in one upload request. */
export const UPLOAD_MAX_FILES = 20
export const THUMB_SIZE = 320
export const MATERIAL_UPLOAD_MAX_BYTES = UPLOAD_MAX_BYTES

export interface MaterialCategoryRow {
  id: string
  pid: string
  name: string
  sort: number
  /** True for the platform's categories (read-only). */
  isPublic: boolean
  /** Materials directly in this category. */
  materialCount: number
  updatedAt: string
  version: number
}

export interface MaterialRow {
  id: string
  name: string
  type: MaterialType
  categoryId: string | null
  categoryName: string | null
  tags: string[]
  width: number
  height: number
  /** Null when the file does not say (many PNGs carry no density). */
  dpi: number | null
  colorMode: ColorMode
  format: MaterialFormat
  sizeBytes: number
  isPublic: boolean
  createdAt: string
  updatedAt: string
  version: number
}

export interface FontRow {
  id: string
  family: string
  fileName: string
  format: FontFormat
  sizeBytes: number
  createdAt: string
  updatedAt: string
  version: number
}

/** One file of an upload: saved, or refused with the reason in the caller's language. */
export interface UploadItemResult {
  fileName: string
  ok: boolean
  code: number
  msg: string
  /** HTTP status this file alone would have had (200, 400). */
  status: number
  material?: MaterialRow
  font?: FontRow
}

const id = z.string().trim().min(1).max(64)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const tag = z.string().trim().min(1).max(30)
export const materialName = z.string().trim().min(1).max(120)
export const categoryName = z.string().trim().min(1).max(40)

export const MATERIAL_SORT_FIELDS = ['createdAt', 'updatedAt', 'name', 'sizeBytes'] as const
export const materialListSchema = pageRequestSchema.extend({
  /** A category and all its descendants; 'none' lists uncategorised materials. */
  categoryId: id.optional(),
  keyword: z.string().trim().max(100).optional(),
  type: z.enum(MATERIAL_TYPES).optional(),
  /** Inclusive upload dates (yyyy-mm-dd, UTC). */
  createdFrom: isoDate.optional(),
  createdTo: isoDate.optional(),
  sortField: z.enum(MATERIAL_SORT_FIELDS).optional(),
})
export type MaterialListRequest = z.infer<typeof materialListSchema>

export const categoryListSchema = z.object({}).passthrough()

/** Multipart fields besides the files. */
export const materialSaveFieldsSchema = z.object({
  categoryId: id.optional(),
  type: z.enum(MATERIAL_TYPES).default('pattern'),
  /** Comma-separated. */
  tags: z.string().max(400).optional(),
})

export const materialUpdateOneSchema = z
  .object({
    id,
    name: materialName.optional(),
    /** null moves the material out of every category. */
    categoryId: id.nullable().optional(),
    tags: z.array(tag).max(20).optional(),
    type: z.enum(MATERIAL_TYPES).optional(),
    version: z.number().int().min(1).optional(),
  })
  .strict()

/** Several ids move at once (bulk move): no version, the category is the only change. */
export const materialBulkMoveSchema = z.object({ ids: z.array(id).min(1).max(200), categoryId: id.nullable() }).strict()
/** One material (rename, move, tags, type) or several moved together. */
export const materialUpdateSchema = z.union([materialUpdateOneSchema, materialBulkMoveSchema])

export const materialDeleteSchema = z.object({ ids: z.array(id).min(1).max(200) }).strict()

export const categorySaveSchema = z
  .object({
    /** Absent: create. */
    id: id.optional(),
    pid: id.default(ROOT_CATEGORY_ID),
    name: categoryName,
    sort: z.number().int().min(0).max(9999).optional(),
    version: z.number().int().min(1).optional(),
  })
  .strict()

export const fontListSchema = pageRequestSchema.extend({
  keyword: z.string().trim().max(100).optional(),
  sortField: z.enum(['createdAt', 'family']).optional(),
})
export const fontSaveFieldsSchema = z.object({ family: z.string().trim().min(1).max(80).optional() })
export const fontDeleteSchema = materialDeleteSchema

/** Categories as a tree (children sorted by sort then name). */
export interface CategoryNode extends MaterialCategoryRow {
  children: CategoryNode[]
}

export function buildCategoryTree(rows: readonly MaterialCategoryRow[]): CategoryNode[] {
  const nodes = new Map<string, CategoryNode>()
  for (const row of rows) nodes.set(row.id, { ...row, children: [] })
  const roots: CategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = nodes.get(node.pid)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  const order = (list: CategoryNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
    for (const node of list) order(node.children)
  }
  order(roots)
  return roots
}

/** A category's id and the ids of all below it. */
export function descendantIds(rows: readonly MaterialCategoryRow[], rootId: string): string[] {
  const out = [rootId]
  for (let i = 0; i < out.length; i++) for (const row of rows) if (row.pid === out[i]) out.push(row.id)
  return out
}

export const formatBytes = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1048576).toFixed(1)} MB`
