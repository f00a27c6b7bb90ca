// Saving uploaded pictures: each file is judged alone (kind by content, size, readable), and a
// good one is stored (original + thumbnail) and recorded. Files written for a change that then
// rolls back are removed again, so the storage holds no orphans.
import type { Locale } from '../../../src/contract/constants'
import { UPLOAD_MAX_BYTES } from '../../../src/contract/constants'
import { ErrorCode, HTTP_STATUS_OF } from '../../../src/contract/errors'
import type { MaterialType, UploadItemResult } from '../../../src/contract/materials'
import { materials } from '../../db/schema'
import type { Database } from '../../db/types'
import { t } from '../../i18n/locale'
import type { MessageKey } from '../../i18n/messages'
import type { FileStorage } from '../../lib/file-storage'
import { newId } from '../../lib/ids'
import { pictureBytes } from '../../lib/picture-bytes'
import { makeThumbnail, readImage, sniffImage } from './image-file'
import { toMaterialRow } from './material-read'

export interface UploadTarget {
  /** Null: a platform (public) material (seed only). */
  did: string | null
  categoryId: string | null
  categoryName: string | null
  type: MaterialType
  tags: string[]
  createdBy: string | null
}

/** Keys written during one change, to undo if it fails. */
export class WrittenKeys {
  readonly keys: string[] = []
  constructor(readonly storage: FileStorage) {}
  async put(key: string, body: Buffer) {
    this.keys.push(key)
    await this.storage.put(key, body)
  }
  async undo() {
    await Promise.all(this.keys.map((key) => this.storage.delete(key).catch(() => {})))
  }
}

const refuse = (locale: Locale, fileName: string, key: MessageKey): UploadItemResult => ({
  fileName,
  ok: false,
  code: ErrorCode.VALIDATION,
  status: HTTP_STATUS_OF[ErrorCode.VALIDATION],
  msg: t(locale, key),
})

export const materialKey = (did: string | null, id: string, suffix: string) => `m/${did ?? 'public'}/${id}${suffix}`

/** Judges and, when good, saves one picture. Never throws for a bad file: the result says why. */
export async function saveMaterialFile(
  tx: Database,
  written: WrittenKeys,
  locale: Locale,
  target: UploadTarget,
  file: { fileName: string; body: Buffer },
): Promise<UploadItemResult> {
  const fileName = file.fileName.trim().slice(0, 120) || 'material'
  const format = sniffImage(file.body)
  if (!format) return refuse(locale, fileName, 'material.upload.onlyJpgPng')
  if (file.body.length > UPLOAD_MAX_BYTES) return refuse(locale, fileName, 'material.upload.tooLarge')
  // Only the picture itself is kept: a broken structure is refused, bytes after its end are dropped.
  const body = pictureBytes(file.body, format)
  if (!body) return refuse(locale, fileName, 'material.upload.unreadable')
  const facts = await readImage(body, format)
  if (!facts) return refuse(locale, fileName, 'material.upload.unreadable')
  const thumb = await makeThumbnail(body, true).catch(() => null)
  if (!thumb) return refuse(locale, fileName, 'material.upload.unreadable')
  const id = newId()
  const storageKey = materialKey(target.did, id, format === 'png' ? '.png' : '.jpg')
  const thumbKey = materialKey(target.did, id, '.thumb.webp')
  await written.put(storageKey, body)
  await written.put(thumbKey, thumb)
  const [row] = await tx
    .insert(materials)
    .values({
      id,
      did: target.did,
      categoryId: target.categoryId,
      type: target.type,
      name: fileName,
      tags: target.tags,
      ...facts,
      sizeBytes: body.length,
      storageKey,
      thumbKey,
      createdBy: target.createdBy,
    })
    .returning()
  return {
    fileName,
    ok: true,
    code: ErrorCode.OK,
    status: 200,
    msg: t(locale, 'material.upload.saved'),
    material: toMaterialRow(row!, target.categoryName),
  }
}

export function parseTags(value: string | undefined): string[] {
  if (!value) return []
  const tags = value
    .split(/[,，]/)
    .map((tag) => tag.trim().slice(0, 30))
    .filter(Boolean)
  return [...new Set(tags)].slice(0, 20)
}
