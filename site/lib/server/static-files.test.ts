import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import path from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { staticFiles } from "./static-files.mjs"

describe("the build's files, served in front of Astro's handler", () => {
  let dir: string
  let server: http.Server
  let base: string

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "static-files-"))
    const client = path.join(dir, "client")
    await mkdir(path.join(client, "en", "tours"), { recursive: true })
    await mkdir(path.join(client, "_astro"), { recursive: true })
    await mkdir(path.join(client, ".well-known"), { recursive: true })
    await writeFile(path.join(client, "index.html"), "<h1>Inicio</h1>")
    await writeFile(path.join(client, "en", "tours", "index.html"), "<h1>Tours</h1>")
    await writeFile(path.join(client, "_astro", "app.abc123.js"), "console.log(1)")
    await writeFile(path.join(client, ".well-known", "security.txt"), "Contact: x")
    await writeFile(path.join(client, ".env"), "SECRET=1")
    await writeFile(path.join(dir, "outside.txt"), "outside")
    const files = staticFiles(client)
    server = http.createServer((req, res) =>
      files(req, res, () => res.writeHead(404, { "x-from": "astro" }).end("rendered")),
    )
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
    await rm(dir, { recursive: true, force: true })
  })

  it("serves a page's directory index with or without the trailing slash, no redirect", async () => {
    for (const url of ["/", "/en/tours", "/en/tours/", "/en/tours?x=1"]) {
      const res = await fetch(`${base}${url}`, { redirect: "manual" })
      expect(res.status, url).toBe(200)
      expect(res.headers.get("content-type"), url).toMatch(/^text\/html/)
    }
    expect(await (await fetch(`${base}/en/tours`)).text()).toBe("<h1>Tours</h1>")
  })

  it("caches hashed assets for a year, answers conditionals and ranges", async () => {
    const asset = await fetch(`${base}/_astro/app.abc123.js`)
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable")
    const etag = asset.headers.get("etag")!
    // node:http, not fetch: fetch adds `cache-control: no-cache` to a conditional request.
    const conditional = await new Promise<number | undefined>((resolve, reject) =>
      http
        .get(`${base}/_astro/app.abc123.js`, { headers: { "if-none-match": etag } }, (res) => {
          res.resume()
          resolve(res.statusCode)
        })
        .on("error", reject),
    )
    expect(conditional).toBe(304)
    const range = await fetch(`${base}/index.html`, { headers: { range: "bytes=0-3" } })
    expect(range.status).toBe(206)
    expect(await range.text()).toBe("<h1>")
    expect((await fetch(`${base}/index.html`)).headers.get("cache-control")).not.toMatch(
      /immutable/,
    )
  })

  it("leaves what is not a file to Astro: missing paths, dotfiles, escapes from the folder", async () => {
    for (const url of ["/no-such-page", "/.env", "/en/../../outside.txt", "/%2e%2e/outside.txt"]) {
      const res = await fetch(`${base}${url}`)
      expect(res.headers.get("x-from"), url).toBe("astro")
      expect(await res.text(), url).toBe("rendered")
    }
    expect(await (await fetch(`${base}/.well-known/security.txt`)).text()).toBe("Contact: x")
  })
})
