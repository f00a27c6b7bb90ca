// CPU time of the processes this bench started (the browser's and the server's), read from /proc
// on Linux: on a loaded, shared machine a scenario's wall time is mostly waiting for a core, while
// the CPU its processes used barely moves with the load, so an A/B of one figure reads both.
import { readdirSync, readFileSync } from 'node:fs'

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100

export interface ProcessCpu {
  pid: number
  parent: number
  name: string
  ticks: number
}

/** Every process on the machine with its parent, name and CPU ticks so far (user + system). */
export function processes(): ProcessCpu[] {
  const found: ProcessCpu[] = []
  let pids: string[] = []
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))
  } catch {
    return found
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      // "pid (name) state ppid ... utime stime cutime cstime": the name may hold spaces, so split after ")".
      const close = stat.lastIndexOf(')')
      const name = stat.slice(stat.indexOf('(') + 1, close)
      const fields = stat.slice(close + 2).split(' ')
      const ticks = Number(fields[11]) + Number(fields[12])
      found.push({ pid: Number(pid), parent: Number(fields[1]), name, ticks })
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found
}

/** CPU ms used so far by every descendant of this process, split into the browser's and the rest. */
export function descendantCpu(): { browserMs: number; otherMs: number } {
  const all = processes()
  const children = new Map<number, ProcessCpu[]>()
  for (const entry of all) children.set(entry.parent, [...(children.get(entry.parent) ?? []), entry])
  let browser = 0
  let other = 0
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (/chrom|headless_shell/i.test(child.name)) browser += child.ticks
      else other += child.ticks
      walk(child.pid)
    }
  }
  walk(process.pid)
  return { browserMs: (browser * 1000) / TICKS_PER_SECOND, otherMs: (other * 1000) / TICKS_PER_SECOND }
}
