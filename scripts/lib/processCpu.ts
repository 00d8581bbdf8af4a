import { readdirSync, readFileSync } from 'node:fs'

/** A process's /proc/<pid>/stat fields after its name (state, ppid, …), or null when it is gone or not on Linux. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return null
  }
}

/** Clock ticks are 10 ms on Linux. */
const TICK_MS = 10

/** User plus system CPU time of a process, in ms (fields 14 and 15 of /proc/<pid>/stat); null elsewhere. */
export function processCpuMs(pid: number | undefined): number | null {
  const fields = pid ? statFields(pid) : null
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : null
}

/**
 * CPU time of a process and of its children, live or ended (what PostgreSQL's backends used,
 * one process per connection under the postmaster), in ms; null when unreadable.
 */
export function processTreeCpuMs(pid: number | undefined): number | null {
  const fields = pid ? statFields(pid) : null
  if (!fields) return null
  // Own time, then the time of children already ended and reaped (cutime, cstime).
  let ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const child = statFields(Number(entry))
    if (child && Number(child[1]) === pid) ticks += Number(child[11]) + Number(child[12])
  }
  return ticks * TICK_MS
}
