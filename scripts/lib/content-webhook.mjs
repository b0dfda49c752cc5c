/**
 * The endpoint Sanity's GROQ-powered webhook calls when content is published:
 * it checks Sanity's signature, answers 202 at once and rebuilds the site after
 * a quiet period, because one edit in the Studio can fire dozens of webhooks.
 * Never two rebuilds at a time: webhooks that arrive during a rebuild lead to
 * exactly one more rebuild after it. Each accepted delivery is remembered
 * (by Sanity's `idempotency-key` and by its signature), so a replay of it,
 * even after a restart, changes nothing and gets 409.
 */
import { createHmac, timingSafeEqual } from "node:crypto"
import path from "node:path"
import { createDeliveryLog } from "./delivery-log.mjs"
import { localSecrets } from "./state.mjs"

/** The header Sanity signs its webhooks in. */
export const SIGNATURE_HEADER = "sanity-webhook-signature"
/**
 * The header naming one delivery: the same on Sanity's retries of it (its
 * delivery is at least once). It is not signed, so the signature is recorded too.
 */
export const DELIVERY_ID_HEADER = "idempotency-key"
/** How long an accepted delivery is refused again: Sanity retries one for up to 30 minutes. */
export const DELIVERY_MEMORY_MS = 60 * 60_000
/** A signature older (or further ahead) than this is refused, so a captured request cannot be replayed later. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000
/** Sanity's payloads are a projection of one document; anything bigger is not from it. */
const MAX_BODY_BYTES = 1024 * 1024
/** A Sanity document id (letters, digits, `_`, `-`, `.` between parts such as `drafts.`), bounded. */
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,199}$/
/** `t=<milliseconds>,v1=<base64url HMAC-SHA256>`, as @sanity/webhook parses it. */
const SIGNATURE_FORMAT = /^t=(\d+)[, ]+v1=([^, ]+)$/

/** @type {(secret: string, timestamp: string | number, body: string | Buffer) => string} */
const hmac = (secret, timestamp, body) =>
  createHmac("sha256", secret).update(`${timestamp}.`).update(body).digest("base64url")

/**
 * The webhook's secret and where an operator finds it to set on the webhook
 * in sanity.io/manage: SANITY_WEBHOOK_SECRET when set; otherwise, outside
 * production, one generated on the first start into .data/secrets.json, kept
 * there with the admin login. Null in production without the variable (off).
 * @param {{ mode: string, stateDir: string, root: string }} settings
 * @param {Record<string, string | undefined>} [env]
 * @returns {Promise<{ secret: string, secretFrom: string } | null>}
 */
export async function contentWebhookSecret({ mode, stateDir, root }, env = process.env) {
  if (env.SANITY_WEBHOOK_SECRET)
    return { secret: env.SANITY_WEBHOOK_SECRET, secretFrom: "SANITY_WEBHOOK_SECRET" }
  if (mode === "production") return null
  const { contentWebhookSecret: secret } = await localSecrets(stateDir)
  const file = path.relative(root, path.join(stateDir, "secrets.json"))
  return { secret, secretFrom: `"contentWebhookSecret" in ${file}` }
}

/**
 * The `sanity-webhook-signature` header Sanity would send with `body`.
 * @param {string | Buffer} body the raw request body
 * @param {string} secret the webhook's secret
 * @param {number} [timestamp] milliseconds since the epoch
 * @returns {string}
 */
export function signPayload(body, secret, timestamp = Date.now()) {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`
}

/**
 * Whether `header` is a valid, fresh signature of `body`.
 * @param {string | string[] | undefined} header the signature header as received
 * @param {Buffer} body the raw request body
 * @param {string} secret the webhook's secret
 * @param {number} [now] milliseconds since the epoch
 * @returns {{ ok: true } | { ok: false, reason: string }}
 */
export function verifySignature(header, body, secret, now = Date.now()) {
  if (typeof header !== "string" || !header) return { ok: false, reason: "missing signature" }
  const match = SIGNATURE_FORMAT.exec(header.trim())
  if (!match) return { ok: false, reason: "malformed signature" }
  const timestamp = Number(match[1])
  if (Math.abs(now - timestamp) > MAX_SIGNATURE_AGE_MS)
    return { ok: false, reason: "signature timestamp too old or in the future" }
  const expected = Buffer.from(hmac(secret, match[1], body))
  const received = Buffer.from(match[2])
  // The length of a SHA-256 digest is no secret; the comparison of its bytes must not leak timing.
  if (received.length !== expected.length || !timingSafeEqual(received, expected))
    return { ok: false, reason: "signature does not match" }
  return { ok: true }
}

/**
 * The ids one delivery is known by: Sanity's idempotency key (kept across its
 * retries) when sent, and always its signature, which no other request has
 * and which cannot be changed without the secret.
 * @param {string | string[] | undefined} deliveryId
 * @param {string | string[] | undefined} signature a verified signature header
 * @returns {string[]}
 */
function deliveryIds(deliveryId, signature) {
  const ids = []
  if (typeof deliveryId === "string" && deliveryId.trim()) ids.push(`key:${deliveryId.trim()}`)
  const digest = SIGNATURE_FORMAT.exec(String(signature).trim())?.[2]
  ids.push(`signature:${digest}`)
  return ids
}

/**
 * @param {import("node:http").IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
function readBody(req) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = []
    let size = 0
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) return chunks.push(chunk)
      // Drain the rest unread so the 413 can still be sent, then the connection closes.
      req.off("data", onData).resume()
      reject(Object.assign(new Error("payload too large"), { status: 413 }))
    }
    req.on("data", onData)
    req.on("end", () => resolve(Buffer.concat(chunks)))
    req.on("error", reject)
  })
}

/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 * @param {Record<string, string>} [headers]
 */
function reply(res, status, body, headers = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers })
  res.end(JSON.stringify(body))
}

/**
 * @typedef {object} ContentWebhookLog
 * @property {(text: string) => void} info
 * @property {(text: string, error?: unknown) => void} error
 */

/**
 * A request handler for Sanity's publish webhook and the debounced rebuild behind it.
 * @param {object} options
 * @param {string} options.secret the secret set on the webhook in sanity.io/manage
 * @param {(change: { documents: string[] }) => Promise<unknown> | unknown} options.rebuild
 *   rebuilds the site; receives the `_id`s the webhooks named since the last rebuild began
 * @param {number} [options.debounceMs] quiet period after the last webhook before a rebuild (10 s)
 * @param {string | null} [options.deliveriesFile] where accepted deliveries are remembered
 *   across restarts (a JSON file under .data/); in memory only when null
 * @param {ContentWebhookLog} [options.log]
 */
export function createContentWebhook({
  secret,
  rebuild,
  debounceMs = 10_000,
  deliveriesFile = null,
  log = { info: console.log, error: console.error },
}) {
  if (!secret) throw new Error("createContentWebhook needs the webhook's secret")
  if (typeof rebuild !== "function")
    throw new Error("createContentWebhook needs a rebuild function")
  const deliveries = createDeliveryLog({ file: deliveriesFile, keepMs: DELIVERY_MEMORY_MS })

  /** @type {ReturnType<typeof setTimeout> | null} */
  let timer = null
  /** @type {Promise<void> | null} */
  let running = null
  let queued = false
  /** @type {Set<string>} */
  let changed = new Set()
  /** @type {(() => void)[]} */
  let waiters = []

  const settle = () => {
    if (timer || running || queued) return
    for (const resolve of waiters) resolve()
    waiters = []
  }

  const run = () => {
    const documents = [...changed]
    changed = new Set()
    running = (async () => {
      const started = Date.now()
      log.info(`content changed (${documents.length} documents): rebuilding the site`)
      try {
        await rebuild({ documents })
        log.info(`site rebuilt after content change (${Date.now() - started} ms)`)
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        log.error(`site rebuild after content change failed: ${reason}`, error)
      }
    })().finally(() => {
      running = null
      if (queued) {
        queued = false
        run()
      } else settle()
    })
  }

  const schedule = () => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => {
      timer = null
      // A rebuild is running: it may have read the content before this change, so one more follows it.
      if (running) queued = true
      else run()
    }, debounceMs)
  }

  /**
   * Handles one webhook request (any path; mount it where the webhook points).
   * @param {import("node:http").IncomingMessage} req
   * @param {import("node:http").ServerResponse} res
   */
  const handler = async (req, res) => {
    try {
      if (req.method !== "POST")
        return reply(res, 405, { error: "Method Not Allowed" }, { allow: "POST" })
      const body = await readBody(req)
      const verdict = verifySignature(req.headers[SIGNATURE_HEADER], body, secret)
      if (!verdict.ok) {
        log.info(`content webhook refused: ${verdict.reason}`)
        return reply(res, 401, { error: "Unauthorized", message: verdict.reason })
      }
      let payload
      try {
        payload = JSON.parse(body.toString("utf8"))
      } catch {
        return reply(res, 400, { error: "Bad Request", message: "body is not JSON" })
      }
      // A projection of one document: anything else is no publish (and would rebuild every page).
      const document = payload !== null && typeof payload === "object" && !Array.isArray(payload)
      if (
        !document ||
        typeof payload._id !== "string" ||
        !DOCUMENT_ID.test(payload._id) ||
        (payload._type !== undefined && typeof payload._type !== "string")
      )
        return reply(res, 400, {
          error: "Bad Request",
          code: "not_a_document",
          message: "body is not a document: an object with a string _id",
        })
      const ids = deliveryIds(req.headers[DELIVERY_ID_HEADER], req.headers[SIGNATURE_HEADER])
      if (!deliveries.claim(ids)) {
        log.info(`content webhook refused: delivery ${ids[0]} was already received`)
        return reply(res, 409, {
          error: "Conflict",
          code: "delivery_already_received",
          message: "This delivery was already received: nothing changed",
        })
      }
      // On disk before the answer: a restart right after it still refuses a replay. A disk that
      // refuses the write costs only that, never the publish.
      await deliveries.saved().catch((error) => log.error(`content webhook: ${error}`, error))
      changed.add(payload._id.replace(/^drafts\./, ""))
      schedule()
      reply(res, 202, { accepted: true, rebuildInMs: debounceMs })
    } catch (error) {
      if (res.headersSent) return res.destroy()
      const { status = 500, message = String(error) } =
        /** @type {{ status?: number, message?: string }} */ (error)
      reply(res, status, { error: message }, { connection: "close" })
    }
  }

  return {
    handler,
    /** Whether a rebuild is scheduled, running or queued behind the running one. */
    pending: () => Boolean(timer || running || queued),
    /** Resolves once no rebuild is scheduled, running or queued. */
    idle: () =>
      /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          waiters.push(resolve)
          settle()
        })
      ),
    /** Drops a scheduled rebuild (on shutdown) and resolves when a running one has finished. */
    close: () => {
      if (timer) clearTimeout(timer)
      timer = null
      queued = false
      return running ?? Promise.resolve()
    },
  }
}
