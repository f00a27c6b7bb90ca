// Long loops on the main thread (exports) work in short tasks: `await budget()` inside the loop
// gives the page the thread back (a macrotask, so input and painting run) once the current task
// has run `ms` milliseconds. Time-based rather than every N items, so a slow phone yields more
// often than a desktop and no task grows past ~50 ms however heavy each item is.
export const TASK_BUDGET_MS = 12

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

export function taskBudget(ms = TASK_BUDGET_MS, pause: () => Promise<void> = nextTask): () => Promise<void> {
  let started = performance.now()
  return async () => {
    if (performance.now() - started < ms) return
    await pause()
    started = performance.now()
  }
}
