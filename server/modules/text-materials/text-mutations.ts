// Keeping a text material: a new library material (type pattern, PNG) with its style and vector.
// Files are written under fresh keys before the rows; when the change fails the route removes
// them again, so the storage keeps no orphans.
import { and, desc, eq } from 'drizzle-orm'
import { ErrorCode } from '../../../src/contract/errors'
import type { MaterialRow } from '../../../src/contract/materials'
import {
  TEXT_RECENT_LIMIT,
  type TextMaterialDetail,
  type TextMaterialSaveInput,
} from '../../../src/contract/text-materials'
import { materials, textMaterials } from '../../db/schema'
import type { Database } from '../../db/types'
import { AppError, notFound } from '../../lib/app-error'
import type { FileStorage } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import type { SessionAccount } from '../../plugins/access-types'
import { makeThumbnail, materialKey, materialRow, ownCategory, readImage } from '../materials/public'
import type { TextFiles } from './text-render'

export class WrittenKeys {
  readonly keys: string[] = []
  constructor(private readonly storage: FileStorage) {}
  async put(key: string, body: Buffer) {
    this.keys.push(key)
    await this.storage.put(key, body)
  }
  async undo() {
    await Promise.all(this.keys.map((key) => this.storage.delete(key).catch(() => {})))
  }
}

export async function saveTextMaterial(
  tx: Database,
  caller: SessionAccount,
  input: TextMaterialSaveInput,
  files: TextFiles,
  written: WrittenKeys,
): Promise<MaterialRow> {
  const facts = await readImage(files.png, 'png')
  if (!facts) throw new AppError(ErrorCode.RULE, 'design.renderFailed')
  const categoryId = input.categoryId ? (await ownCategory(tx, caller.did, input.categoryId)).id : null
  const id = newId()
  const keys = {
    png: materialKey(caller.did, id, '.png'),
    thumb: materialKey(caller.did, id, '.thumb.webp'),
    svg: materialKey(caller.did, id, '.svg'),
  }
  await written.put(keys.png, files.png)
  await written.put(keys.thumb, await makeThumbnail(files.png))
  await written.put(keys.svg, files.svg)
  const [row] = await tx
    .insert(materials)
    .values({
      id,
      did: caller.did,
      categoryId,
      type: 'pattern',
      name: input.name,
      tags: [],
      ...facts,
      sizeBytes: files.png.length,
      storageKey: keys.png,
      thumbKey: keys.thumb,
      createdBy: caller.id,
    })
    .returning()
  await tx.insert(textMaterials).values({ materialId: id, did: caller.did, style: input.style, svgKey: keys.svg })
  return materialRow(tx, row!)
}

/** The caller's text material; another tenant's, or a library picture that is not text, is 404. */
async function ownTextMaterial(db: Database, did: string, id: string) {
  const [row] = await db
    .select({ material: materials, style: textMaterials.style, svgKey: textMaterials.svgKey })
    .from(textMaterials)
    .innerJoin(materials, eq(materials.id, textMaterials.materialId))
    .where(and(eq(textMaterials.materialId, id), eq(textMaterials.did, did)))
  if (!row) throw notFound('what.textMaterial')
  return row
}

const detailOf = (row: { material: typeof materials.$inferSelect; style: TextMaterialDetail['style'] }) => ({
  id: row.material.id,
  name: row.material.name,
  categoryId: row.material.categoryId,
  style: row.style,
  width: row.material.width,
  height: row.material.height,
  version: row.material.version,
  updatedAt: row.material.updatedAt.toISOString(),
})

/** The caller's newest text materials, to open one again. */
export async function recentTextMaterials(db: Database, did: string): Promise<TextMaterialDetail[]> {
  const rows = await db
    .select({ material: materials, style: textMaterials.style })
    .from(textMaterials)
    .innerJoin(materials, eq(materials.id, textMaterials.materialId))
    .where(eq(textMaterials.did, did))
    .orderBy(desc(textMaterials.createdAt), desc(textMaterials.materialId))
    .limit(TEXT_RECENT_LIMIT)
  return rows.map(detailOf)
}

export async function textMaterialDetail(db: Database, did: string, id: string): Promise<TextMaterialDetail> {
  return detailOf(await ownTextMaterial(db, did, id))
}

export async function textMaterialSvg(db: Database, storage: FileStorage, did: string, id: string) {
  const row = await ownTextMaterial(db, did, id)
  const stored = await storage.get(row.svgKey)
  if (!stored) throw notFound('what.materialFile')
  return { name: row.material.name, body: stored.body }
}
