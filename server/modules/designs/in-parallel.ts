/** Runs `work` over `items`, `width` at a time. */
export async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0
  const lane = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane))
}
