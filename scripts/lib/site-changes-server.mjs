import { randomBytes } from "node:crypto"
import { appendFile, mkdir } from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import { createContentWebhook } from "./content-webhook.mjs"
import { log } from "./log.mjs"
import { createChangeFeed } from "./site-changes.mjs"

/**
 * The change feed's log: one line per run in the console of `npm start` and
 * in `<logs>/site-changes.log` (what was regenerated, in how long, what failed).
 * @param {{ logDir: string }} settings
 */
export function changeLog({ logDir }) {
  const file = path.join(logDir, "site-changes.log")
  const write = (/** @type {string} */ line) =>
    mkdir(logDir, { recursive: true })
      .then(() => appendFile(file, `${new Date().toISOString()} ${line}\n`))
      .catch(() => {})
  return {
    info: (/** @type {string} */ m) => {
      log.info(m)
      void write(m)
    },
    error: (/** @type {string} */ m) => {
      log.fail(m)
      void write(`ERROR ${m}`)
    },
  }
}

/**
 * Serves the change feed on loopback (SITE_CHANGES_PORT, default any free
 * port): `POST /changes` from commerce (signed with a secret made for this
 * run and handed to Medusa), `GET /changes` for the last runs, and, when
 * `contentWebhook` is given, Sanity's publish webhook at `/hooks/content`,
 * whose publishes join the same stream. The worker is set with
 * `publishWith` once the storefront is up; changes before that wait for it.
 * @param {{ log: { info: (m: string) => void, error: (m: string) => void },
 *   contentWebhook?: { secret: string, deliveriesFile?: string | null } | null, port?: number }} options
 */
export async function startSiteChanges({
  log: feedLog,
  contentWebhook = null,
  port = Number(process.env.SITE_CHANGES_PORT || 0),
}) {
  const secret = randomBytes(32).toString("hex")
  /** @type {(batch: any) => Promise<any>} */
  let publish
  const ready = new Promise((resolve) => (publish = resolve))
  let worker = /** @type {((batch: any) => Promise<any>) | null} */ (null)
  let firstBuildAt = Infinity
  const feed = createChangeFeed({
    secret,
    log: feedLog,
    apply: async (batch) => {
      const apply = worker ?? (await ready)
      // The seed's own events, and anything else before the first build began: that build read it.
      if (batch.lastAt < firstBuildAt) return { pages: 0, written: 0, failed: [] }
      return apply(batch)
    },
  })
  const hook = contentWebhook
    ? createContentWebhook({
        secret: contentWebhook.secret,
        deliveriesFile: contentWebhook.deliveriesFile ?? null,
        // The feed waits for a quiet second itself; the webhook only gathers a burst.
        debounceMs: 250,
        rebuild: async ({ documents }) => {
          // The documents' pages when it names them (site.mjs's publish), otherwise a whole build.
          const run = await feed.push(
            documents.length
              ? { documents, reason: "content publish" }
              : { all: true, reason: "content publish" },
          )
          if (!run.ok) throw new Error(run.error ?? "some pages failed")
        },
        log: feedLog,
      })
    : null
  const server = http.createServer((req, res) => {
    const route = req.url?.split("?")[0]
    if (route === "/changes") return void feed.handler(req, res)
    if (route === "/hooks/content" && hook) return void hook.handler(req, res)
    res.writeHead(404).end()
  })
  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve(undefined))
  })
  const address = /** @type {import("node:net").AddressInfo} */ (server.address())
  const base = `http://127.0.0.1:${address.port}`
  return {
    url: `${base}/changes`,
    contentWebhookUrl: hook ? `${base}/hooks/content` : null,
    secret,
    push: feed.push,
    status: feed.status,
    idle: feed.idle,
    contentWebhook: hook,
    /** The storefront's first build begins now: changes before it are in it. */
    firstBuildStarts() {
      firstBuildAt = Date.now()
    },
    /** @param {(batch: any) => Promise<any>} fn */
    publishWith(fn) {
      worker = fn
      publish(fn)
    },
    async close() {
      server.close()
      await hook?.close()
      await feed.close()
    },
  }
}
