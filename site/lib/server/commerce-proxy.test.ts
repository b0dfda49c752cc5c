import http from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { commerceProxy, commerceRoute } from "./commerce-proxy.mjs"

describe("commerceRoute", () => {
  it("forwards the Store API and customer auth with their query", () => {
    expect(commerceRoute("/store/carts/cart_01?fields=id")).toEqual({
      path: "/store/carts/cart_01?fields=id",
    })
    expect(commerceRoute("/auth/customer/emailpass")).toEqual({ path: "/auth/customer/emailpass" })
    expect(commerceRoute("/auth/session")).toEqual({ path: "/auth/session" })
    expect(commerceRoute("/auth/token/refresh")).toEqual({ path: "/auth/token/refresh" })
  })

  it("never forwards the admin API, the admin login or the site's own pages", () => {
    for (const url of [
      "/admin/users",
      "/app",
      "/auth/user/emailpass",
      "/auth/reset-password",
      "/en/auth/reset-password",
      "/cart",
      "/storefront",
      "/store",
      "/auth/sessions",
    ]) {
      expect(commerceRoute(url), url).toBeNull()
    }
  })

  it("resolves dot segments before deciding, so a Store path cannot climb into the admin API", () => {
    expect(commerceRoute("/store/../admin/users")).toBeNull()
    expect(commerceRoute("/store/%2e%2e/admin/users")).toBeNull()
    expect(commerceRoute("/store/carts/../../admin/users")).toBeNull()
    expect(commerceRoute("/store/carts/./cart_01")).toEqual({ path: "/store/carts/cart_01" })
  })

  it("refuses a separator hidden in an escape", () => {
    expect(commerceRoute("/store/carts/..%2f..%2fadmin%2fusers")).toEqual({ reject: 400 })
    expect(commerceRoute("/store/carts/..%5Cadmin")).toEqual({ reject: 400 })
  })
})

describe("commerceProxy", () => {
  const seen: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] =
    []
  let upstream: http.Server
  let site: http.Server
  let siteUrl = ""

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = ""
      req.on("data", (chunk) => (body += chunk))
      req.on("end", () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body })
        res.writeHead(201, {
          "content-type": "application/json",
          "set-cookie": "connect.sid=abc; Path=/",
        })
        res.end(JSON.stringify({ ok: true }))
      })
    })
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve))
    const target = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`
    const forward = commerceProxy({ target, secret: "proxy-secret" })
    site = http.createServer((req, res) =>
      forward(req, res, () => {
        res.writeHead(404, { "content-type": "text/plain" })
        res.end("site page")
      }),
    )
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve))
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve))
    await new Promise((resolve) => upstream.close(resolve))
  })

  it("passes method, path, body, the publishable key and cookies, and answers with Medusa's reply", async () => {
    const response = await fetch(`${siteUrl}/store/carts/cart_01/bookings?locale=es`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-publishable-api-key": "pk_test",
        "x-medusa-locale": "en",
        cookie: "a=b",
      },
      body: JSON.stringify({ slot_id: "slot_1" }),
    })
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get("set-cookie")).toContain("connect.sid=abc")
    const last = seen.at(-1)!
    expect(last.method).toBe("POST")
    expect(last.url).toBe("/store/carts/cart_01/bookings?locale=es")
    expect(JSON.parse(last.body)).toEqual({ slot_id: "slot_1" })
    expect(last.headers["x-publishable-api-key"]).toBe("pk_test")
    expect(last.headers["x-medusa-locale"]).toBe("en")
    expect(last.headers.cookie).toBe("a=b")
    expect(last.headers["x-forwarded-host"]).toBe(new URL(siteUrl).host)
  })

  it("forwards the client's real address with the proxy's proof, never a client's own", async () => {
    await fetch(`${siteUrl}/auth/customer/emailpass`, {
      method: "POST",
      headers: {
        "x-forwarded-for": "203.0.113.9",
        "x-sendero-proxy": "guessed",
        "content-type": "application/json",
      },
      body: "{}",
    })
    const last = seen.at(-1)!
    expect(last.headers["x-forwarded-for"]).toBe("127.0.0.1")
    expect(last.headers["x-sendero-proxy"]).toBe("proxy-secret")
  })

  it("names the origin the traveller used (its own scheme and host), never a client's x-sendero-origin", async () => {
    await fetch(`${siteUrl}/store/carts/cart_01/card-payment`, {
      method: "POST",
      headers: { "x-sendero-origin": "https://evil.example", "content-type": "application/json" },
      body: "{}",
    })
    const last = seen.at(-1)!
    expect(last.headers["x-sendero-origin"]).toBe(`http://${new URL(siteUrl).host}`)
  })

  it("leaves the admin API to the site, which has no such page", async () => {
    const before = seen.length
    const response = await fetch(`${siteUrl}/admin/users`)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe("site page")
    expect(seen.length).toBe(before)
  })

  it("answers 502 in the API's error shape when Medusa is down", async () => {
    const forward = commerceProxy({ target: "http://127.0.0.1:1" })
    const down = http.createServer((req, res) => forward(req, res, () => res.end()))
    await new Promise<void>((resolve) => down.listen(0, "127.0.0.1", resolve))
    try {
      const response = await fetch(
        `http://127.0.0.1:${(down.address() as AddressInfo).port}/store/regions`,
      )
      expect(response.status).toBe(502)
      expect(await response.json()).toMatchObject({ code: "commerce_unavailable" })
    } finally {
      await new Promise((resolve) => down.close(resolve))
    }
  })
})
