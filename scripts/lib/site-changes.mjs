/**
 * The storefront's change feed: one stream of "what changed" from commerce
 * (commerce/src/subscribers/catalogue-changes.ts posts the handles a catalogue
 * event touched) and from the content webhook (a publish), deduplicated and
 * debounced (1 s without a new change, 5 s at most after the first), handed
 * to one worker that regenerates the pages (never two at a time; changes that
 * arrive meanwhile make exactly one more run after it).
 */
import { verifySignature } from "./content-webhook.mjs"

/** The header commerce signs a change in (commerce/src/lib/catalogue-changes.ts). */
export const CHANGE_SIGNATURE_HEADER = "x-sendero-signature"
/** An experience's, package's or combo's handle, as the catalogue writes them. */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,199}$/
const MAX_HANDLES = 5000
const MAX_BODY_BYTES = 256 * 1024
/** How many past runs `status()` keeps. */
const HISTORY = 20

/**
 * @typedef {{ handles?: string[], all?: boolean, documents?: string[], reason?: string }} Change
 * @typedef {{ handles: string[], all: boolean, documents: string[], reasons: string[], lastAt: number }} Batch
 *   (`lastAt`: when its latest change arrived)
 * @typedef {{ at: string, ms: number, ok: boolean, reasons: string[], handles: string[], all: boolean,
 *   pages?: number, written?: number, failed?: { path: string, error: string }[], error?: string }} Run
 */

/**
 * Validates a change posted by commerce; null when it is not one.
 * @param {unknown} body
 * @returns {Change | null}
 */
export function parseChange(body) {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null
  const { handles = [], all = false, reason = "" } = /** @type {Record<string, unknown>} */ (body)
  if (!Array.isArray(handles) || handles.length > MAX_HANDLES) return null
  if (!handles.every((h) => typeof h === "string" && HANDLE.test(h))) return null
  if (typeof all !== "boolean" || typeof reason !== "string" || reason.length > 200) return null
  if (!all && handles.length === 0) return null
  return { handles: /** @type {string[]} */ (handles), all, reason }
}

/**
 * @param {object} options
 * @param {string} options.secret the secret commerce signs with (SITE_CHANGES_SECRET)
 * @param {(batch: Batch) => Promise<{ pages?: number, written?: number, failed?: { path: string, error: string }[] } | void>} options.apply
 *   regenerates what the batch touched; throws when nothing could be published
 * @param {number} [options.quietMs] wait this long without a new change (1 s)
 * @param {number} [options.maxWaitMs] but no longer than this after the first one (5 s)
 * @param {{ info: (m: string) => void, error: (m: string) => void }} [options.log]
 */
export function createChangeFeed({
  secret,
  apply,
  quietMs = 1000,
  maxWaitMs = 5000,
  log = { info: console.log, error: console.error },
}) {
  /** @type {Batch | null} */
  let pending = null
  let firstAt = 0
  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null
  /** @type {Promise<void> | null} */
  let running = null
  /** @type {Run[]} */
  const history = []
  /** The last run that published everything it was given, and the last that did not (kept beyond HISTORY). */
  let lastSuccess = /** @type {Run | null} */ (null)
  let lastFailure = /** @type {Run | null} */ (null)
  /** @type {((run: Run) => void)[]} */
  let waitingForPending = []
  /** @type {(() => void)[]} */
  let idleWaiters = []

  const settle = () => {
    if (timer || running || pending) return
    for (const done of idleWaiters) done()
    idleWaiters = []
  }

  const run = () => {
    const batch = /** @type {Batch} */ (pending)
    const waiters = waitingForPending
    pending = null
    waitingForPending = []
    running = (async () => {
      const started = Date.now()
      const what = batch.all
        ? "every page"
        : [
            batch.handles.length &&
              `${batch.handles.length} handle(s): ${batch.handles.slice(0, 5).join(", ")}`,
            batch.documents.length &&
              `${batch.documents.length} content document(s): ${batch.documents.slice(0, 5).join(", ")}`,
          ]
            .filter(Boolean)
            .join("; ")
      log.info(`site change (${batch.reasons.slice(0, 3).join(", ")}): regenerating ${what}`)
      /** @type {Run} */
      let entry
      try {
        const result = (await apply(batch)) ?? {}
        entry = {
          at: new Date().toISOString(),
          ms: Date.now() - started,
          ok: !result.failed?.length,
          reasons: batch.reasons,
          handles: batch.handles,
          all: batch.all,
          ...result,
        }
        if (result.failed?.length)
          log.error(
            `site change: ${result.failed.length} page(s) failed and stay as they were: ${result.failed
              .map((f) => `${f.path} (${f.error})`)
              .join("; ")
              .slice(0, 2000)}`,
          )
        log.info(`site change live in ${entry.ms} ms (${result.written ?? 0} file(s) swapped)`)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        entry = {
          at: new Date().toISOString(),
          ms: Date.now() - started,
          ok: false,
          reasons: batch.reasons,
          handles: batch.handles,
          all: batch.all,
          error: reason,
        }
        log.error(`site change failed, the live pages are unchanged: ${reason}`)
      }
      history.unshift(entry)
      history.length = Math.min(history.length, HISTORY)
      if (entry.ok) lastSuccess = entry
      else lastFailure = entry
      for (const done of waiters) done(entry)
    })().finally(() => {
      running = null
      if (pending) schedule()
      else settle()
    })
  }

  /**
   * What the admin's change feed widget shows (commerce GET /admin/site-changes): whether a
   * change is waiting or running, the last change, the last success and the last failure (its
   * reason and the pages that stayed as they were), and the last runs, newest first.
   */
  const status = () => ({
    pending: Boolean(pending || running),
    last_change: history[0] ?? null,
    last_success: lastSuccess,
    last_failure: lastFailure,
    runs: history,
  })

  const schedule = () => {
    if (timer) clearTimeout(timer)
    const wait = Math.max(0, Math.min(quietMs, firstAt + maxWaitMs - Date.now()))
    timer = setTimeout(() => {
      timer = null
      // One at a time: what arrived during a run is the next run.
      if (!running) run()
    }, wait)
  }

  /**
   * Adds a change to the next run; resolves with that run once it is live (or failed).
   * @param {Change} change
   * @returns {Promise<Run>}
   */
  const push = (change) => {
    if (!pending) {
      pending = { handles: [], all: false, documents: [], reasons: [], lastAt: 0 }
      firstAt = Date.now()
    }
    const batch = pending
    batch.handles = [...new Set([...batch.handles, ...(change.handles ?? [])])]
    batch.documents = [...new Set([...batch.documents, ...(change.documents ?? [])])]
    batch.all ||= Boolean(change.all)
    batch.lastAt = Date.now()
    if (change.reason && !batch.reasons.includes(change.reason)) batch.reasons.push(change.reason)
    const done = new Promise((resolve) => waitingForPending.push(resolve))
    schedule()
    return /** @type {Promise<Run>} */ (done)
  }

  /**
   * POST: a signed change from commerce (202, or 401/400/413). GET: the last runs, newest first.
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  const handler = async (req, res) => {
    const reply = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { "content-type": "application/json" })
      res.end(JSON.stringify(body))
    }
    if (req.method === "GET") return reply(200, status())
    if (req.method !== "POST") return reply(405, { error: "Method Not Allowed" })
    const chunks = []
    let size = 0
    for await (const chunk of req) {
      size += chunk.length
      if (size > MAX_BODY_BYTES) return reply(413, { error: "Payload Too Large" })
      chunks.push(chunk)
    }
    const body = Buffer.concat(chunks)
    const verdict = verifySignature(req.headers[CHANGE_SIGNATURE_HEADER], body, secret)
    if (!verdict.ok) return reply(401, { error: "Unauthorized", message: verdict.reason })
    /** @type {Change | null} */
    let change
    try {
      change = parseChange(JSON.parse(body.toString("utf8")))
    } catch {
      change = null
    }
    if (!change)
      return reply(400, {
        error: "Bad Request",
        message: "a change names handles (or all) and a reason",
      })
    void push(change)
    reply(202, { accepted: true })
  }

  return {
    handler,
    push,
    /** The last runs, newest first, and the last success and failure (what the admin reads). */
    status,
    /** Resolves once nothing is pending or running. */
    idle: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          idleWaiters.push(resolve)
          settle()
        })
      ),
    close: async () => {
      if (timer) clearTimeout(timer)
      timer = null
      pending = null
      await running
    },
  }
}
