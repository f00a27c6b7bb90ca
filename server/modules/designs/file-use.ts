// Who is using a design file right now, in this process: the drawing or reuse of a file (a save, a
// batch step) and the orphan sweep's removal of it never overlap. Files are content-addressed, so
// a new save may reuse a file an old, failed save left behind — exactly the kind the sweep removes.
// A use registers its key before it looks at the storage and touches the file it reuses (its
// modification time: the sweep removes only old files, and another process sees the touch); a
// removal is skipped while a use is registered, and a use that starts during a removal waits for
// it, then finds the file gone and draws it again.
import type { FileStorage } from '../../lib/file-storage'

type Uses = Map<string, number>
const uses = new WeakMap<FileStorage, Uses>()
const removals = new WeakMap<FileStorage, Map<string, Promise<void>>>()

function usesOf(storage: FileStorage): Uses {
  let map = uses.get(storage)
  if (!map) {
    map = new Map()
    uses.set(storage, map)
  }
  return map
}

/** Runs `work` with `key` marked in use (after any removal of it in progress has finished). */
export async function usingFile<T>(storage: FileStorage, key: string, work: () => Promise<T>): Promise<T> {
  const map = usesOf(storage)
  map.set(key, (map.get(key) ?? 0) + 1)
  try {
    await removals.get(storage)?.get(key)
    return await work()
  } finally {
    const left = (map.get(key) ?? 1) - 1
    if (left > 0) map.set(key, left)
    else map.delete(key)
  }
}

/** Whether the stored file is there, touched as just used (see above). */
export const reuseStored = (storage: FileStorage, key: string) => usingFile(storage, key, () => storage.touch(key))

/**
 * Removes `key` unless it is in use now or `stillOrphan` (asked after the removal is registered,
 * so no use can start unseen in between) says no; answers whether it removed it.
 */
export function removeUnused(storage: FileStorage, key: string, stillOrphan: () => Promise<boolean>): Promise<boolean> {
  if (usesOf(storage).has(key)) return Promise.resolve(false)
  const map = removals.get(storage) ?? new Map<string, Promise<void>>()
  removals.set(storage, map)
  let removed = false
  const work = (async () => {
    if (!(await stillOrphan())) return
    await storage.delete(key)
    removed = true
  })().finally(() => map.delete(key))
  map.set(key, work)
  return work.then(() => removed)
}
