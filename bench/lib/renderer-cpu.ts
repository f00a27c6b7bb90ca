// CPU time of the renderers' main threads of the browsers this process
// launched, from Linux's /proc: the work a page did, which the machine's load changes far less
// than wall times (a busy shared machine delays frames without making the page do more). CDP's
// CPU throttling pauses the thread rather than making it work, so this is the unthrottled work.
import { readFileSync } from 'node:fs'
import { processes } from './tree-cpu'

const TICKS_PER_SECOND = 100

/** Every process below this one (browser, zygotes, renderers, GPU …). */
function descendants(): number[] {
  const all = processes()
  const mine = new Set([process.pid])
  let grew = true
  while (grew) {
    grew = false
    for (const entry of all)
      if (!mine.has(entry.pid) && mine.has(entry.parent)) {
        mine.add(entry.pid)
        grew = true
      }
  }
  mine.delete(process.pid)
  return [...mine]
}

/**
 * Milliseconds of CPU (user + system) each renderer's main thread has used so far, by process id.
 * A renderer is a process started with --type=renderer; its main thread is the one whose id is
 * the process's (Chromium names it after the binary, not CrRendererMain, on this build).
 */
export function rendererMainCpu(): Map<string, number> {
  const used = new Map<string, number>()
  if (process.platform !== 'linux') return used
  for (const pid of descendants()) {
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue
      const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      used.set(String(pid), ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND)
    } catch {
      // The process ended meanwhile.
    }
  }
  return used
}

/** The most any one renderer main thread used between two readings (the page at work), in ms. */
export function busiestRendererMs(before: Map<string, number>, after: Map<string, number>): number {
  let most = 0
  for (const [thread, ms] of after) most = Math.max(most, ms - (before.get(thread) ?? 0))
  return most
}
