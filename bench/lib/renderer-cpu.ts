// CPU time of the renderers' main threads (Chromium's CrRendererMain) of the browsers this process
// launched, from Linux's /proc: the work a page did, which the machine's load changes far less
// than wall times (a busy shared machine delays frames without making the page do more). CDP's
// CPU throttling pauses the thread rather than making it work, so this is the unthrottled work.
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
  } catch {
    return null
  }
}

/** Every process below this one (browser, zygotes, renderers, GPU …). */
function descendants(): number[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    const parent = parentOf(pid)
    if (parent !== null) parents.set(pid, parent)
  }
  const mine = new Set([process.pid])
  let grew = true
  while (grew) {
    grew = false
    for (const [pid, parent] of parents)
      if (!mine.has(pid) && mine.has(parent)) {
        mine.add(pid)
        grew = true
      }
  }
  mine.delete(process.pid)
  return [...mine]
}

/** Milliseconds of CPU (user + system) each renderer main thread has used so far, by thread id. */
export function rendererMainCpu(): Map<string, number> {
  const used = new Map<string, number>()
  if (process.platform !== 'linux') return used
  for (const pid of descendants()) {
    let tasks: string[]
    try {
      tasks = readdirSync(`/proc/${pid}/task`)
    } catch {
      continue
    }
    for (const task of tasks) {
      try {
        if (readFileSync(`/proc/${pid}/task/${task}/comm`, 'utf8').trim() !== 'CrRendererMain') continue
        const stat = readFileSync(`/proc/${pid}/task/${task}/stat`, 'utf8')
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
        used.set(`${pid}/${task}`, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND)
      } catch {
        // The thread or process ended meanwhile.
      }
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
