// Where uploaded files live (DESIGN.md §2): a small interface so an object store can replace the
// disk. The default keeps files in `<DATA_DIR>/files`, one file per key; keys are made by the
// server (never from a file name the client sent), so they cannot climb out of the folder.
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'

export interface StoredFile {
  body: Buffer
  /** Last change, for Last-Modified. */
  modifiedAt: Date
}

export interface FileStorage {
  put(key: string, body: Buffer): Promise<void>
  /** Null when there is no such file. */
  get(key: string): Promise<StoredFile | null>
  /** Whether a file is stored under the key (without reading it: content-addressed files). */
  has(key: string): Promise<boolean>
  delete(key: string): Promise<void>
  /** Marks a stored file as just used (its modification time); false when there is none. Content-addressed files reused by a new save are touched so the orphan sweep, which removes only old files, leaves them. */
  touch(key: string): Promise<boolean>
  /** When the stored file last changed (or was touched); null when there is none. */
  modifiedAt(key: string): Promise<Date | null>
  /** The files under a folder of keys (`d/<tenant>`), with their last change; none when it does not exist. */
  list(prefix: string): Promise<{ key: string; modifiedAt: Date }[]>
  /** An address the file can be read from without this server, when the store has one (disk: none). */
  url(key: string): string | null
}

const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,80}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,80}){0,4}$/

/** Whether a key is one this store accepts (server-made: no '..', no leading slash). */
export const isStorageKey = (key: string) => KEY_PATTERN.test(key) && !key.includes('..')

function checkKey(key: string) {
  if (!isStorageKey(key)) throw new Error(`bad storage key: ${key}`)
}

export function createDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => {
    checkKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, body) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Date.now()}.part`
      await writeFile(temporary, body)
      await rename(temporary, file)
    },
    async get(key) {
      const file = fileOf(key)
      try {
        const [body, info] = await Promise.all([readFile(file), stat(file)])
        return { body, modifiedAt: info.mtime }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async has(key) {
      try {
        return (await stat(fileOf(key))).isFile()
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
        throw error
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true })
    },
    async touch(key) {
      const now = new Date()
      try {
        await utimes(fileOf(key), now, now)
        return true
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
        throw error
      }
    },
    async modifiedAt(key) {
      try {
        return (await stat(fileOf(key))).mtime
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async list(prefix) {
      const folder = fileOf(prefix)
      let names: string[]
      try {
        names = (await readdir(folder, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      const found: { key: string; modifiedAt: Date }[] = []
      for (const name of names) {
        const key = name.split(path.sep).join('/')
        try {
          found.push({ key, modifiedAt: (await stat(path.join(root, name))).mtime })
        } catch (error) {
          // Removed since the folder was read.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
        }
      }
      return found
    },
    url: () => null,
  }
}

/** The files folder of a data folder (the server's DATA_DIR). */
export const filesDirOf = (dataDir: string) => path.join(dataDir, 'files')

const storages = new Map<string, FileStorage>()
/** One storage per data folder, shared by the routes of an app. */
export function storageFor(dataDir: string): FileStorage {
  const root = filesDirOf(dataDir)
  let storage = storages.get(root)
  if (!storage) {
    storage = createDiskStorage(root)
    storages.set(root, storage)
  }
  return storage
}
