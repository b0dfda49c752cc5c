import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises"
import http from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterEach, describe, expect, it } from "vitest"
import { regeneratePages } from "../../site/lib/build/regenerate.mjs"
import { signPayload } from "./content-webhook.mjs"
import { CHANGE_SIGNATURE_HEADER, createChangeFeed, parseChange } from "./site-changes.mjs"

const SECRET = "a-secret-of-the-change-feed-0123456789"
const quiet = { info: () => {}, error: () => {} }
/** @type {http.Server[]} */
const servers = []
afterEach(() => Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r)))))

/** @param {ReturnType<typeof createChangeFeed>} feed */
async function serve(feed) {
  const server = http.createServer((req, res) => feed.handler(req, res))
  servers.push(server)
  await new Promise((r) => server.listen(0, "127.0.0.1", r))
  return `http://127.0.0.1:${/** @type {import("node:net").AddressInfo} */ (server.address()).port}/changes`
}

describe("parseChange", () => {
  it("takes handles or all, and refuses anything else", () => {
    expect(parseChange({ handles: ["safari-dunas"], reason: "product-variant.updated" })).toEqual({
      handles: ["safari-dunas"],
      all: false,
      reason: "product-variant.updated",
    })
    expect(parseChange({ handles: [], all: true, reason: "pricing.price-list.updated" })?.all).toBe(
      true,
    )
    for (const bad of [
      null,
      [],
      { handles: [] },
      { handles: ["../etc"] },
      { handles: ["A"] },
      { handles: "x" },
      { all: "yes" },
    ])
      expect(parseChange(bad)).toBeNull()
  })
})

describe("createChangeFeed", () => {
  it("gathers a burst into one run, deduplicated, and one more run for what arrives during it", async () => {
    /** @type {any[]} */
    const batches = []
    let release = () => {}
    const feed = createChangeFeed({
      secret: SECRET,
      quietMs: 20,
      maxWaitMs: 200,
      log: quiet,
      apply: async (batch) => {
        batches.push(batch)
        if (batches.length === 1) await new Promise((r) => (release = () => r(undefined)))
        return { written: 1 }
      },
    })
    void feed.push({ handles: ["a"], reason: "x" })
    void feed.push({ handles: ["a", "b"], reason: "y" })
    await expect.poll(() => batches.length).toBe(1)
    const during = feed.push({ handles: ["c"], reason: "z" })
    void feed.push({ handles: ["c"], reason: "z" })
    await new Promise((r) => setTimeout(r, 60))
    expect(batches).toHaveLength(1)
    release()
    const run = await during
    expect(run.ok).toBe(true)
    expect(batches.map((b) => b.handles)).toEqual([["a", "b"], ["c"]])
    await feed.idle()
  })

  it("runs within the longest wait even while changes keep coming", async () => {
    const started = Date.now()
    let ranAt = 0
    const feed = createChangeFeed({
      secret: SECRET,
      quietMs: 50,
      maxWaitMs: 150,
      log: quiet,
      apply: async () => void (ranAt = Date.now()),
    })
    const timer = setInterval(() => void feed.push({ handles: ["a"], reason: "x" }), 20)
    try {
      await expect.poll(() => ranAt, { timeout: 2000 }).toBeGreaterThan(0)
      expect(ranAt - started).toBeLessThan(400)
    } finally {
      clearInterval(timer)
      await feed.close()
    }
  })

  it("records a failed run with its reason", async () => {
    const feed = createChangeFeed({
      secret: SECRET,
      quietMs: 5,
      log: quiet,
      apply: async () => {
        throw new Error("astro build failed (exit 1)")
      },
    })
    const run = await feed.push({ handles: ["a"], reason: "x" })
    expect(run).toMatchObject({ ok: false, error: "astro build failed (exit 1)" })
    expect(feed.status().runs[0]).toMatchObject({ ok: false, handles: ["a"] })
  })

  it("takes a signed change (202) and refuses an unsigned, a wrongly signed or a malformed one", async () => {
    /** @type {any[]} */
    const batches = []
    const feed = createChangeFeed({
      secret: SECRET,
      quietMs: 5,
      log: quiet,
      apply: async (b) => void batches.push(b),
    })
    const url = await serve(feed)
    const post = (/** @type {string} */ body, /** @type {string | undefined} */ signature) =>
      fetch(url, {
        method: "POST",
        body,
        headers: signature ? { [CHANGE_SIGNATURE_HEADER]: signature } : {},
      })
    const body = JSON.stringify({ handles: ["safari-dunas"], reason: "review.review.updated" })
    expect((await post(body, undefined)).status).toBe(401)
    expect((await post(body, signPayload(body, "another-secret-entirely-0000"))).status).toBe(401)
    const bad = JSON.stringify({ handles: ["<script>"], reason: "x" })
    expect((await post(bad, signPayload(bad, SECRET))).status).toBe(400)
    expect((await post(body, signPayload(body, SECRET))).status).toBe(202)
    await expect.poll(() => batches.length).toBe(1)
    expect(batches[0]).toMatchObject({
      handles: ["safari-dunas"],
      reasons: ["review.review.updated"],
    })
    const status = await (await fetch(url)).json()
    expect(status.runs).toHaveLength(1)
  })
})

describe("a failed regeneration, as the admin sees it (GET /changes, read by commerce's GET /admin/site-changes)", () => {
  it("reports a template that throws for one page: the last failure with its reason and path, the live page unchanged", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "site-changes-"))
    try {
      for (const [rel, text] of [
        ["things-to-do-in-dubai/safari/index.html", "<p>Desde 38,00 €</p>"],
        ["things-to-do/index.html", '<a href="/things-to-do-in-dubai/safari">Desde 38,00 €</a>'],
      ]) {
        await mkdir(path.dirname(path.join(dir, rel)), { recursive: true })
        await writeFile(path.join(dir, rel), text)
      }
      // The listing's template throws; the experience page renders with the new price.
      const render = async (/** @type {string[]} */ paths) =>
        new Map(
          paths.map((p) => [
            p,
            p === "/things-to-do"
              ? { ok: false, error: "Cannot read properties of undefined (reading 'city')" }
              : { ok: true, status: 200, body: Buffer.from("<p>Desde 42,00 €</p>") },
          ]),
        )
      let ok = true
      const feed = createChangeFeed({
        secret: SECRET,
        quietMs: 5,
        log: quiet,
        apply: async () => {
          const result = await regeneratePages({
            clientDir: dir,
            paths: ok
              ? ["/things-to-do-in-dubai/safari"]
              : ["/things-to-do-in-dubai/safari", "/things-to-do"],
            render,
          })
          return { pages: result.rendered, written: result.written.length, failed: result.failed }
        },
      })
      const url = await serve(feed)
      await feed.push({ handles: ["safari"], reason: "product-variant.updated" })
      ok = false
      await feed.push({ handles: ["safari"], reason: "product-variant.updated" })

      const status = await (await fetch(url)).json()
      expect(status.pending).toBe(false)
      expect(status.last_failure).toMatchObject({
        ok: false,
        handles: ["safari"],
        failed: [
          { path: "/things-to-do", error: "Cannot read properties of undefined (reading 'city')" },
        ],
      })
      expect(status.last_change).toEqual(status.last_failure)
      expect(status.last_success).toMatchObject({ ok: true, written: 1 })
      expect(await readFile(path.join(dir, "things-to-do/index.html"), "utf8")).toContain("38,00")
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
