// Undo and redo over the design being edited: every change pushes the previous design; a change
// made while dragging (`coalesce` with the same key) replaces the last step instead of adding one,
// so one drag is one undo step. Pure, so it is tested without a canvas.
export interface History<T> {
  past: T[]
  present: T
  future: T[]
  /** Key of the last change, for coalescing. */
  lastKey: string | null
}

export const HISTORY_LIMIT = 100

export const historyOf = <T>(present: T): History<T> => ({ past: [], present, future: [], lastKey: null })

export function change<T>(history: History<T>, next: T, coalesceKey: string | null = null): History<T> {
  if (Object.is(next, history.present)) return history
  if (coalesceKey !== null && coalesceKey === history.lastKey) {
    return { ...history, present: next, future: [] }
  }
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT)
  return { past, present: next, future: [], lastKey: coalesceKey }
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1]
  if (previous === undefined) return history
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastKey: null,
  }
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future
  if (next === undefined) return history
  return { past: [...history.past, history.present], present: next, future: rest, lastKey: null }
}
