import { createHmac } from "node:crypto"
import type { APIRequestContext } from "@playwright/test"
import { expect } from "./fixtures"

/* Reads and visitors of live-catalogue.spec.ts (pages changing while they are visited). */

export const html = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url)
  expect(response.status(), url).toBe(200)
  return response.text()
}

/** The JSON-LD Product of an experience page's HTML. */
export function productLd(text: string): Record<string, unknown> | undefined {
  const blocks = [
    ...text.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1]))
  const nodes = blocks.flatMap((b) => (b?.["@graph"] ? b["@graph"] : [b]))
  return nodes.find((n) => n?.["@type"] === "Product")
}

/**
 * Requests these pages over and over, and every script, stylesheet and
 * listing index each one links, until stopped: every answer must be a 200.
 */
export function steadyVisitors(request: APIRequestContext, pages: string[]) {
  const errors: string[] = []
  let requests = 0
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      for (const url of pages) {
        const response = await request.get(url).catch((error: Error) => error)
        requests++
        if (response instanceof Error || response.status() !== 200) {
          errors.push(`${url}: ${response instanceof Error ? response.message : response.status()}`)
          continue
        }
        if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue
        const text = await response.text()
        const assets = new Set(
          [
            ...text.matchAll(
              /(?:href|src)="(\/_astro\/[^"]+)"|(\/listing-index\/[a-z]{2}-\d+(?:-[0-9a-f]{12})?\.json)/g,
            ),
          ].map((m) => m[1] ?? m[2]),
        )
        for (const asset of assets) {
          const got = await request.get(asset).catch((error: Error) => error)
          requests++
          if (got instanceof Error || got.status() !== 200)
            errors.push(
              `${asset} (linked by ${url}): ${got instanceof Error ? got.message : got.status()}`,
            )
        }
      }
    }
  })()
  return {
    async stop() {
      stopped = true
      await loop
      return { errors, requests }
    },
  }
}

/** Sanity's signature of a webhook body (`t=<ms>,v1=<base64url HMAC-SHA256>`). */
export const sign = (body: string, secret: string, t = Date.now()) =>
  `t=${t},v1=${createHmac("sha256", secret).update(`${t}.`).update(body).digest("base64url")}`
