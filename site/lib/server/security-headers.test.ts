import { createHash } from "node:crypto"
import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LOCALE_COOKIE_SCRIPT } from "../../i18n/locale-script"
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  securityHeaders,
  securitySettings,
} from "./security-headers.mjs"

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`
const page = `<!doctype html><html><head><script>document.documentElement.classList.add("js")</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script type="speculationrules">{"prefetch":[]}</script>
<script type="module" src="/_astro/page.js"></script>
<script>${LOCALE_COOKIE_SCRIPT}</script></head><body></body></html>`

describe("inlineScriptHashes", () => {
  it("hashes inline code and speculation rules, not JSON-LD or script files", () => {
    expect(inlineScriptHashes(page)).toEqual(
      [
        sha('document.documentElement.classList.add("js")'),
        sha('{"prefetch":[]}'),
        sha(LOCALE_COOKIE_SCRIPT),
      ].sort(),
    )
  })
})

describe("contentSecurityPolicy", () => {
  const settings = securitySettings({ PUBLIC_MEDUSA_URL: "http://localhost:9000/" })
  const policy = contentSecurityPolicy(settings, [sha("x")])

  it("allows scripts from the site and the listed hashes, never unsafe-inline or eval", () => {
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src"))
    expect(scripts).toBe(`script-src 'self' ${sha("x")}`)
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).toContain("connect-src 'self' http://localhost:9000")
  })

  it("names no third-party origin by default", () => {
    const origins = policy.match(/https?:\/\/[^\s;]+/g) ?? []
    expect(origins).toEqual(["http://localhost:9000"])
  })

  it("upgrades insecure requests in production only", () => {
    expect(policy).not.toContain("upgrade-insecure-requests")
    expect(contentSecurityPolicy({ ...settings, production: true })).toContain(
      "upgrade-insecure-requests",
    )
  })
})

describe("securityHeaders on a server", () => {
  let server: http.Server
  let base: string
  beforeAll(async () => {
    const secure = securityHeaders(securitySettings({ PUBLIC_MEDUSA_URL: "http://localhost:9000" }))
    server = http.createServer((req, res) => {
      secure(req, res)
      res.setHeader("X-Powered-By", "Something")
      if (req.url === "/static.html") {
        // Like `send`: headers set, then the file piped in chunks.
        res.setHeader("Content-Type", "text/html; charset=utf-8")
        res.setHeader("ETag", 'W/"1-abc"')
        res.write(page.slice(0, 40))
        res.end(page.slice(40))
      } else if (req.url === "/rendered") {
        // Like Astro's writeResponse: writeHead with headers, then chunks.
        res.writeHead(200, { "content-type": "text/html" })
        res.write(`<html><script>var n=${Date.now()}</script>`)
        res.end("</html>")
      } else {
        res.setHeader("Content-Type", "application/json")
        res.end("{}")
      }
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it("sends the fixed headers on every response, without X-Powered-By and without HSTS locally", async () => {
    for (const path of ["/static.html", "/rendered", "/data.json"]) {
      const res = await fetch(base + path)
      expect(res.headers.get("x-content-type-options")).toBe("nosniff")
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin")
      expect(res.headers.get("x-frame-options")).toBe("DENY")
      expect(res.headers.get("permissions-policy")).toMatch(/camera=\(\)/)
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'")
      expect(res.headers.get("x-powered-by")).toBeNull()
      expect(res.headers.get("strict-transport-security")).toBeNull()
    }
  })

  it("names the inline scripts of a file, whole and unchanged", async () => {
    const res = await fetch(`${base}/static.html`)
    expect(await res.text()).toBe(page)
    const policy = res.headers.get("content-security-policy")!
    for (const hash of inlineScriptHashes(page)) expect(policy).toContain(hash)
    // The second response of the same file version reuses the hashes.
    const again = await fetch(`${base}/static.html`)
    expect(again.headers.get("content-security-policy")).toBe(policy)
  })

  it("names the inline scripts of an on-demand page, which change per request", async () => {
    const res = await fetch(`${base}/rendered`)
    const body = await res.text()
    expect(res.headers.get("content-security-policy")).toContain(inlineScriptHashes(body)[0])
  })

  it("adds HSTS in production", async () => {
    const settings = securitySettings({ SENDERO_MODE: "production" })
    const secure = securityHeaders(settings)
    const prod = http.createServer((req, res) => {
      secure(req, res)
      res.end("ok")
    })
    await new Promise<void>((resolve) => prod.listen(0, "127.0.0.1", resolve))
    const res = await fetch(`http://127.0.0.1:${(prod.address() as AddressInfo).port}/`)
    expect(res.headers.get("strict-transport-security")).toMatch(/^max-age=31536000/)
    await new Promise((resolve) => prod.close(resolve))
  })
})
