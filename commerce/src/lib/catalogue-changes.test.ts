import { createHmac } from "node:crypto"
import { describe, expect, it } from "vitest"
import { CHANGE_SIGNATURE_HEADER, notifySite } from "./catalogue-changes"

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
