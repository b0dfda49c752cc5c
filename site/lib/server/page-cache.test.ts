import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import http from "node:http"
import { tmpdir } from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import send from "send"
import { afterAll, beforeAll, expect, it } from "vitest"
import { compress } from "./compress.mjs"
import { pageCache } from "./page-cache.mjs"
import { securityHeaders } from "./security-headers.mjs"

// The site server's real pipeline for static files (send, compression, the
// security headers) behind the cache, on a real socket; `pipelineCalls`
// counts the requests that reached the pipeline instead of the memory.
const dir = mkdtempSync(path.join(tmpdir(), "page-cache-"))
const page = (text: string) =>
  `<!doctype html><html><body><p>${text.repeat(200)}</p><script>console.log(${JSON.stringify(text)})</script></body></html>`
let pipelineCalls = 0
let server: http.Server
let base = ""

/** A prerendered page of its own for one case (cases share the cache, so each reads its own path). */
const pageAt = (name: string, text: string) => {
  mkdirSync(path.join(dir, name), { recursive: true })
  writeFileSync(path.join(dir, name, "index.html"), page(text))
  return `/${name}`
}

beforeAll(async () => {
  const cached = pageCache({ clientDir: dir, recheckMs: 0 })
  const secure = securityHeaders({ production: false, connectOrigins: [], imageOrigins: [] })
  server = http.createServer((req, res) =>
    cached(req, res, () => {
      pipelineCalls++
      compress(req, res, () => {
        secure(req, res)
        const urlPath = (req.url ?? "/").split("?")[0]
        if (urlPath.startsWith("/search")) {
          res.setHeader("content-type", "text/html")
          return void res.end(`<p>search ${Date.now()}</p>`)
        }
        send(req, urlPath.endsWith(".html") ? urlPath : `${urlPath}/index.html`, { root: dir })
          .on("error", () => res.writeHead(404).end())
          .pipe(res)
      })
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`
})
afterAll(() => {
  server?.close()
  rmSync(dir, { recursive: true, force: true })
})

/** A raw GET (fetch would decompress): status, headers and the bytes on the wire. */
const get = (p: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(`${base}${p}`, { headers: { "accept-encoding": "br", ...headers } }, (res) => {
          const chunks: Buffer[] = []
          res.on("data", (c) => chunks.push(c))
          res.on("end", () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        })
        .on("error", reject)
    },
  )

it("serves a prerendered file's second GET from memory: same bytes, same headers (CSP hashes, encoding)", async () => {
  const at = pageAt("things-to-do", "first")
  const calls = pipelineCalls
  const first = await get(at)
  const second = await get(at)
  expect(pipelineCalls - calls).toBe(1)
  expect(second.status).toBe(200)
  expect(second.body.equals(first.body)).toBe(true)
  expect(zlib.brotliDecompressSync(second.body).toString()).toContain("firstfirst")
  for (const name of [
    "content-encoding",
    "content-security-policy",
    "etag",
    "last-modified",
    "x-frame-options",
    "vary",
  ]) {
    expect(second.headers[name], name).toBe(first.headers[name])
  }
  expect(second.headers["content-security-policy"]).toMatch(/'sha256-/)
  expect(Number(second.headers["content-length"])).toBe(second.body.length)
  // Another Accept-Encoding is another recording.
  const plain = await get(at, { "accept-encoding": "identity" })
  expect(plain.body.toString()).toContain("firstfirst")
  expect(pipelineCalls - calls).toBe(2)
})

it("serves the new file once it is rebuilt", async () => {
  const at = pageAt("rebuilt", "first")
  await get(at)
  await get(at)
  const file = path.join(dir, "rebuilt", "index.html")
  writeFileSync(file, page("second"))
  utimesSync(file, new Date(), new Date(Date.now() + 5000))
  const after = await get(at)
  expect(zlib.brotliDecompressSync(after.body).toString()).toContain("secondsecond")
})

it("never records on-demand pages, conditional, debug or HEAD requests, nor files outside the folder", async () => {
  const at = pageAt("recorded", "first")
  const { headers } = await get(at) // recorded from here on
  const calls = pipelineCalls
  await get("/search/dunas")
  await get("/search/dunas")
  expect(pipelineCalls - calls).toBe(2)
  expect((await get(at)).status).toBe(200)
  expect(pipelineCalls - calls).toBe(2)
  const conditional = await get(at, { "if-none-match": String(headers.etag) })
  expect(conditional.status).toBe(304)
  await get(at, { "x-debug": "token" })
  expect(pipelineCalls - calls).toBe(4)
  expect((await get("/../../etc/passwd")).status).toBe(404)
})

it("forgets exactly the paths a regeneration swapped, even before its recheck of the file is due", async () => {
  const own = mkdtempSync(path.join(tmpdir(), "page-cache-invalidate-"))
  mkdirSync(path.join(own, "a"))
  mkdirSync(path.join(own, "b"))
  writeFileSync(path.join(own, "a", "index.html"), page("a-old"))
  writeFileSync(path.join(own, "b", "index.html"), page("b-old"))
  const cached = pageCache({ clientDir: own, recheckMs: 60_000 })
  const pipeline = http.createServer((req, res) =>
    cached(req, res, () => {
      const urlPath = (req.url ?? "/").split("?")[0]
      send(req, `${urlPath}/index.html`, { root: own, lastModified: true }).pipe(res)
    }),
  )
  await new Promise<void>((resolve) => pipeline.listen(0, "127.0.0.1", resolve))
  const at = `http://127.0.0.1:${(pipeline.address() as { port: number }).port}`
  const text = async (p: string) => (await fetch(`${at}${p}`)).text()
  try {
    for (const p of ["/a", "/b"]) {
      await text(p)
      await text(p)
    }
    writeFileSync(path.join(own, "a", "index.html"), page("a-new"))
    writeFileSync(path.join(own, "b", "index.html"), page("b-new"))
    // Still the recording: the file is checked again only after recheckMs.
    expect(await text("/a")).toContain("a-old")
    expect(cached.invalidate(["/a"])).toBeGreaterThan(0)
    expect(await text("/a")).toContain("a-new")
    expect(await text("/b")).toContain("b-old")
  } finally {
    pipeline.close()
    rmSync(own, { recursive: true, force: true })
  }
})
