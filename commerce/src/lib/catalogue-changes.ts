import { createHmac } from "node:crypto"
import { z } from "@medusajs/framework/zod"

/**
 * The storefront's change feed, seen from commerce: what a catalogue event
 * changed (experience, package and combo handles; or "everything" when it
 * cannot tell), posted to the site process's signed endpoint
 * (scripts/lib/site-changes.mjs), which deduplicates, debounces and
 * regenerates the pages that show it. `npm start` sets both variables; without
 * them (a bare `medusa start`) nothing is sent.
 */
const ChangeFeedEnv = z.object({
  SITE_CHANGES_URL: z.string().url().optional(),
  SITE_CHANGES_SECRET: z.string().min(16).optional(),
})

/** One change: the handles whose pages show it, or `all` when commerce cannot name them. */
export type CatalogueChange = { handles: string[]; all?: boolean; reason: string }

/** The header the site checks: `t=<ms>,v1=<base64url HMAC-SHA256 of "<t>.<body>">`, as Sanity signs its webhooks. */
export const CHANGE_SIGNATURE_HEADER = "x-sendero-signature"

/** The signature header of `body` at `timestamp`. */
export function signChange(body: string, secret: string, timestamp = Date.now()) {
  const digest = createHmac("sha256", secret)
    .update(`${timestamp}.`)
    .update(body)
    .digest("base64url")
  return `t=${timestamp},v1=${digest}`
}

/**
 * Posts a change to the site. Best effort by design: a site that is down
 * rebuilds from the catalogue on its next start (its fingerprint includes the
 * catalogue's version), so a lost notice costs freshness, never data.
 * @returns whether the site took it
 */
export async function notifySite(
  change: CatalogueChange,
  { env = process.env, fetcher = fetch }: { env?: NodeJS.ProcessEnv; fetcher?: typeof fetch } = {},
): Promise<boolean> {
  const { SITE_CHANGES_URL: url, SITE_CHANGES_SECRET: secret } = ChangeFeedEnv.parse(env)
  if (!url || !secret) return false
  if (!change.all && change.handles.length === 0) return false
  const body = JSON.stringify({ ...change, handles: [...new Set(change.handles)] })
  const response = await fetcher(url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      [CHANGE_SIGNATURE_HEADER]: signChange(body, secret),
    },
    body,
    signal: AbortSignal.timeout(5_000),
  })
  return response.status === 202
}
