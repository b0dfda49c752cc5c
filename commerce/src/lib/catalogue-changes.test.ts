import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { CHANGE_SIGNATURE_HEADER, notifySite, readSiteChanges } from "./catalogue-changes"

/** Checks a signature as the site's feed does (scripts/lib/content-webhook.mjs, Sanity's scheme). */
const verifies = (header: string, body: string, secret: string) => {
  const [, t, v1] = /^t=(\d+),v1=(.+)$/.exec(header) ?? []
  return (
    Boolean(t) &&
    createHmac("sha256", secret).update(`${t}.`).update(body).digest("base64url") === v1
  )
}

const env = {
  SITE_CHANGES_URL: "http://127.0.0.1:1/changes",
  SITE_CHANGES_SECRET: "a-secret-of-the-feed-0123456789",
}

describe("notifySite", () => {
  it("posts the handles once each, signed so the site's feed accepts it", async () => {
    const sent: { url: string; init: RequestInit }[] = []
    const fetcher = (async (url: string, init: RequestInit) => {
      sent.push({ url, init })
      return new Response(null, { status: 202 })
    }) as unknown as typeof fetch
    const took = await notifySite(
      { handles: ["safari", "safari", "hegra"], reason: "product-variant.updated" },
      { env, fetcher },
    )
    expect(took).toBe(true)
    expect(sent).toHaveLength(1)
    const body = String(sent[0].init.body)
    expect(JSON.parse(body)).toEqual({
      handles: ["safari", "hegra"],
      reason: "product-variant.updated",
    })
    const signature = (sent[0].init.headers as Record<string, string>)[CHANGE_SIGNATURE_HEADER]
    expect(verifies(signature, body, env.SITE_CHANGES_SECRET)).toBe(true)
    expect(verifies(signature, body, "another-secret-0123456789")).toBe(false)
  })

  it("sends nothing without the feed's settings, or with nothing to say", async () => {
    const fetcher = (async () => {
      throw new Error("must not be called")
    }) as unknown as typeof fetch
    expect(await notifySite({ handles: ["safari"], reason: "x" }, { env: {}, fetcher })).toBe(false)
    expect(await notifySite({ handles: [], reason: "x" }, { env, fetcher })).toBe(false)
  })
})

describe("readSiteChanges", () => {
  const run = {
    at: "2026-11-27T06:00:00.000Z",
    ms: 2300,
    ok: false,
    reasons: ["product-variant.updated"],
    handles: ["safari"],
    all: false,
    pages: 12,
    written: 11,
    failed: [{ path: "/things-to-do", error: "template threw" }],
  }
  const answering = (body: unknown, status = 200) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch

  it("gives the feed's last change, success and failure with the pages that failed", async () => {
    const status = await readSiteChanges({
      env,
      fetcher: answering({
        pending: false,
        last_change: run,
        last_success: null,
        last_failure: run,
        runs: [run],
      }),
    })
    expect(status).toMatchObject({
      configured: true,
      reachable: true,
      last_failure: { failed: [{ path: "/things-to-do", error: "template threw" }] },
    })
  })

  it("says when no storefront is connected, or when it does not answer as the feed does", async () => {
    expect(await readSiteChanges({ env: {}, fetcher: answering({}) })).toEqual({
      configured: false,
    })
    expect(await readSiteChanges({ env, fetcher: answering({ nope: 1 }) })).toEqual({
      configured: true,
      reachable: false,
    })
    const down = (async () => {
      throw new Error("ECONNREFUSED")
    }) as unknown as typeof fetch
    expect(await readSiteChanges({ env, fetcher: down })).toEqual({
      configured: true,
      reachable: false,
    })
  })
})
