import { mkdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises"
import http from "node:http"
import path from "node:path"
import { createContentWebhook, signPayload } from "./content-webhook.mjs"

/**
 * The content side of `bench:site --change-to-live`: an editor's publish of an
 * experience's overview, through the product's own path. The bench keeps a
 * copy of the dataset the build read (its images linked, not copied) and
 * points the render thread at it, so the text it changes is never the
 * repository's; a publish writes the changed document there, as a publish
 * lands in the local content store, and Sanity's signed webhook is sent to
 * the product's handler (`createContentWebhook`, the same the start process
 * serves at /hooks/content), which hands the document's id to the change
 * feed.
 * @param {{ datasetDir: string, copyDir: string, feed: { push: (change: any) => Promise<any> } }} options
 */
export async function createContentBench({ datasetDir, copyDir, feed }) {
  await rm(copyDir, { recursive: true, force: true })
  await mkdir(copyDir, { recursive: true })
  const file = path.join(copyDir, "data.ndjson")
  const original = await readFile(path.join(datasetDir, "data.ndjson"), "utf8")
  let text = original
  /** Documents published so far: the ids to put back. */
  const published = new Set()
  await writeFile(file, text)
  await symlink(path.resolve(datasetDir, "images"), path.join(copyDir, "images")).catch(() => {})
  const secret = `bench-${process.pid}`
  const hook = createContentWebhook({
    secret,
    debounceMs: 250,
    rebuild: ({ documents }) => feed.push({ documents, reason: "bench: content" }),
    log: { info: () => {}, error: (m) => console.error(`  ${m}`) },
  })
  const server = http.createServer((req, res) => void hook.handler(req, res))
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)))
  const url = `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}`

  /** The dataset line of the experience with this slug, and where it is. */
  const lineOf = (/** @type {string} */ slug) => {
    const at = text.indexOf(`"slug":{"_type":"slug","current":${JSON.stringify(slug)}}`)
    if (at < 0) return null
    const start = text.lastIndexOf("\n", at) + 1
    const end = text.indexOf("\n", at)
    return { start, end: end < 0 ? text.length : end }
  }

  /** Writes the dataset as it is now (beside, renamed over). */
  const save = async () => {
    await writeFile(`${file}.next`, text)
    await rename(`${file}.next`, file)
  }
  /** Sends Sanity's signed webhook naming `doc`. */
  const send = async (
    /** @type {{ _id: string, _type: string }} */ doc,
    /** @type {string} */ why,
  ) => {
    const body = JSON.stringify({ _id: doc._id, _type: doc._type })
    const response = await fetch(`${url}/hooks/content`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sanity-webhook-signature": signPayload(body, secret),
        "idempotency-key": `bench-${doc._id}-${why}`,
      },
      body,
    })
    if (response.status !== 202) throw new Error(`the content webhook answered ${response.status}`)
  }

  return {
    /** The dataset folder the render thread reads. */
    dir: copyDir,
    /**
     * Publishes a new Spanish overview of the experience with this slug: the document written to
     * the store, then the signed webhook. Resolves to the text the page will show, or null when the
     * dataset has no such experience.
     * @param {string} slug
     */
    async publishOverview(slug) {
      const line = lineOf(slug)
      if (!line) return null
      const doc = JSON.parse(text.slice(line.start, line.end))
      if (doc._type !== "experience") return null
      const overview = `Texto publicado por el banco ${Date.now().toString(36)}.`
      doc.overview = { ...doc.overview, _type: "localeText", es: overview }
      text = `${text.slice(0, line.start)}${JSON.stringify(doc)}${text.slice(line.end)}`
      published.add(doc._id)
      await save()
      await send(doc, overview)
      return overview
    },
    /** Publishes every changed document as it was, and waits for the webhook to hand them on. */
    async restore() {
      if (!published.size) return
      text = original
      await save()
      // One write, then the webhooks: they arrive within the webhook's quiet period, one batch.
      await Promise.all(
        [...published].map((id) => send({ _id: id, _type: "experience" }, "restore")),
      )
      published.clear()
      await hook.idle?.()
    },
    async close() {
      await new Promise((resolve) => server.close(() => resolve(undefined)))
      await rm(copyDir, { recursive: true, force: true })
    },
  }
}
