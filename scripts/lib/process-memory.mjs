import { readdirSync, readFileSync, readlinkSync } from "node:fs"

/**
 * The process listening on a loopback TCP port, found through /proc (Linux):
 * the listening socket's inode in /proc/net/tcp{,6}, then the process holding
 * it among those this user may read. null when none (or not Linux).
 */
export function pidOfPort(port) {
  const inodes = new Set()
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text
    try {
      text = readFileSync(table, "utf8")
    } catch {
      continue
    }
    for (const line of text.split("\n").slice(1)) {
      const cols = line.trim().split(/\s+/)
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN.
      if (cols.length > 9 && cols[3] === "0A" && parseInt(cols[1].split(":")[1], 16) === port)
        inodes.add(cols[9])
    }
  }
  if (!inodes.size) return null
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let fds
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue
    }
    for (const fd of fds) {
      try {
        const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]
        if (inode && inodes.has(inode)) return Number(pid)
      } catch {
        // gone meanwhile
      }
    }
  }
  return null
}

/** Resident memory of a process in MB (VmRSS), or NaN when it is gone. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1])
    return Math.round(kb / 1024)
  } catch {
    return NaN
  }
}

/**
 * Resident memory in MB of a process and every process under it (worker
 * threads share their process's), from /proc: the parent of each process is
 * field 4 of its stat line. NaN when the process is gone.
 */
export function treeRssMb(pid) {
  const children = new Map()
  for (const entry of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      // The command name (field 2) can hold spaces and parentheses: the fields after its last ")".
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8")
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // gone meanwhile
    }
  }
  let total = NaN
  for (const stack = [pid]; stack.length;) {
    const next = /** @type {number} */ (stack.pop())
    const mb = rssMb(next)
    if (!Number.isNaN(mb)) total = (Number.isNaN(total) ? 0 : total) + mb
    stack.push(...(children.get(next) ?? []))
  }
  return total
}

/**
 * Samples the resident memory of a process tree every `everyMs` until
 * stopped; `stop()` returns the peak in MB (0 when never sampled).
 */
export function samplePeakRss(pid, everyMs = 500) {
  let peak = 0
  const sample = () => {
    const mb = treeRssMb(pid)
    if (mb > peak) peak = mb
  }
  sample()
  const timer = setInterval(sample, everyMs)
  return {
    stop() {
      clearInterval(timer)
      return peak
    },
  }
}
