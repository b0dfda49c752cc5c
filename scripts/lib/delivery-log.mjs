/**
 * The deliveries a webhook has already accepted, by id, kept in a small JSON
 * file under the state folder (.data/) so that a restart still refuses a
 * delivery it accepted before. An id is remembered for `keepMs` and then
 * forgotten: the signature check refuses any request older than that anyway.
 */
import { existsSync, readFileSync } from "node:fs"
import { mkdir, rename, writeFile } from "node:fs/promises"
import path from "node:path"

/**
 * @param {object} options
 * @param {string | null} [options.file] where the ids are kept; in memory only when null
 * @param {number} options.keepMs how long an accepted id is refused again
 */
export function createDeliveryLog({ file = null, keepMs }) {
  /** @type {Map<string, number>} id -> when it may be forgotten (ms since the epoch) */
  const expiries = new Map(file && existsSync(file) ? readEntries(file) : [])
  /** @type {Promise<void>} */
  let writing = Promise.resolve()

  /** @param {number} now */
  const prune = (now) => {
    for (const [id, expiresAt] of expiries) if (expiresAt <= now) expiries.delete(id)
  }

  const persist = () => {
    if (!file) return Promise.resolve()
    const snapshot = JSON.stringify(Object.fromEntries(expiries))
    // Writes follow one another, each whole (a temporary file renamed over the last one).
    // A failed write does not stop the next one, which writes every id again.
    writing = writing
      .catch(() => {})
      .then(async () => {
        await mkdir(path.dirname(file), { recursive: true })
        const temporary = `${file}.${process.pid}.tmp`
        await writeFile(temporary, `${snapshot}\n`, { mode: 0o600 })
        await rename(temporary, file)
      })
    return writing
  }

  return {
    /**
     * Takes a delivery: false when any of its ids was taken before (a replay),
     * otherwise records them all at once, so of two identical requests at the
     * same moment exactly one is taken. Await `saved()` before answering.
     * @param {string[]} ids
     * @param {number} [now]
     */
    claim(ids, now = Date.now()) {
      prune(now)
      if (ids.some((id) => expiries.has(id))) return false
      for (const id of ids) expiries.set(id, now + keepMs)
      persist()
      return true
    },
    /** Resolves once every claim so far is on disk. */
    saved: () => writing,
  }
}

/**
 * @param {string} file
 * @returns {[string, number][]}
 */
function readEntries(file) {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8"))
    return Object.entries(parsed).filter(([, expiresAt]) => typeof expiresAt === "number")
  } catch {
    // A damaged file (a crash mid-write cannot make one: writes are renamed into place) is
    // better forgotten than fatal: the signature's five-minute window still bounds replays.
    return []
  }
}
