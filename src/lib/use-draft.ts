// The values of an edit form held as one object (specs, prices per spec, …). `set` merges a change;
// `dirty` says whether the form differs from what it opened with, and is reported to the drawer so
// that closing a changed form asks first (components/use-guarded-close).
import { useEffect, useState } from 'react'

export function useDraft<V extends object>(initial: V, onDirty?: (dirty: boolean) => void) {
  const [values, setValues] = useState<V>(initial)
  const dirty = JSON.stringify(values) !== JSON.stringify(initial)
  useEffect(() => onDirty?.(dirty), [dirty, onDirty])
  const set = (change: Partial<V>) => setValues((current) => ({ ...current, ...change }))
  return { values, set, dirty }
}
