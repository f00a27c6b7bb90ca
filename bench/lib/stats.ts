// Summaries of repeated measurements: the bench reports medians and 95th percentiles.

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!
}

export const median = (samples: readonly number[]) => percentile(samples, 50)

/** Runs `fn` `times` times one after the other and returns its results. */
export async function repeat<T>(times: number, fn: (run: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  for (let run = 0; run < times; run++) results.push(await fn(run))
  return results
}
