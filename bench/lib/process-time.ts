// Where a piece of in-process work's wall time went, on Linux: CPU time of the process (every
// thread: libvips and PGlite run in it) and the time its threads spent runnable but waiting for a
// core (the kernel's schedstat run delay). On a shared machine the second explains the wall time;
// what is left over is sleeping (I/O, locks, timers).
import { readdirSync, readFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'

interface Mark {
  at: number
  cpu: NodeJS.CpuUsage
  waitNs: number
}

/** Run-queue wait of every thread of this process so far, in ns (0 where /proc has no schedstat). */
function runQueueWait(): number {
  let total = 0
  try {
    for (const task of readdirSync('/proc/self/task')) {
      try {
        total += Number(readFileSync(`/proc/self/task/${task}/schedstat`, 'utf8').split(' ')[1] ?? 0)
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  } catch {
    return 0
  }
  return total
}

export const mark = (): Mark => ({ at: performance.now(), cpu: process.cpuUsage(), waitNs: runQueueWait() })

/** Wall, CPU and run-queue wait since `from`, in ms (threads that ended meanwhile lose their wait). */
export function since(from: Mark) {
  const cpu = process.cpuUsage(from.cpu)
  return {
    wallMs: performance.now() - from.at,
    cpuMs: (cpu.user + cpu.system) / 1000,
    waitMs: (runQueueWait() - from.waitNs) / 1e6,
  }
}
