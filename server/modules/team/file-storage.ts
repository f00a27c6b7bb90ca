// A small storage interface for uploaded files (DESIGN.md §2: "uploaded files go through a
// storage interface whose default is a folder under the data folder"). Keys are opaque,
// server-made names (never a client's path); another backend (S3, …) implements the same three
// calls.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface StoredFile {
  data: Buffer
  contentType: string
}

export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<StoredFile | null>
  delete(key: string): Promise<void>
}

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(png|jpg)$/
const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg' }

export const isStorageKey = (key: string) => KEY_PATTERN.test(key)

/** Files under `root` (DATA_DIR/files); the content type follows the key's extension. */
export function createFolderStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`bad storage key: ${key}`)
    return path.join(root, key)
  }
  return {
    async put(key, data) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written under a temporary name and renamed would be safer against crashes mid-write, but
      // keys are never rewritten (a new upload gets a new key), so a torn file is never served.
      await writeFile(file, data)
    },
    async get(key) {
      if (!isStorageKey(key)) return null
      try {
        const data = await readFile(fileOf(key))
        return { data, contentType: CONTENT_TYPES[key.split('.').pop() ?? ''] ?? 'application/octet-stream' }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      if (!isStorageKey(key)) return
      await rm(fileOf(key), { force: true })
    },
  }
}
