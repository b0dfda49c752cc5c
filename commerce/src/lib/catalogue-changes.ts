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

/** Whether this process has a site to tell (`npm start` sets the feed's URL and secret). */
export function changeFeedConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  const parsed = ChangeFeedEnv.safeParse(env)
  return parsed.success && Boolean(parsed.data.SITE_CHANGES_URL && parsed.data.SITE_CHANGES_SECRET)
}

/**
 * Posts a change to the site. Best effort by design: a site that is down
 * rebuilds from the catalogue on its next start (its fingerprint includes the
 * catalogue's version: prices and sales, experiences and options, published
 * reviews, combos; `CATALOGUE_VERSION_SQL` in scripts/lib/product-commerce.mjs),
 * so a lost notice costs freshness, never data.
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

const FailedPage = z.object({ path: z.string(), error: z.string() })
/** One run of the site's change feed (scripts/lib/site-changes.mjs). */
const FeedRun = z.object({
  at: z.string(),
  ms: z.number(),
  ok: z.boolean(),
  reasons: z.array(z.string()),
  handles: z.array(z.string()),
  all: z.boolean(),
  pages: z.number().optional(),
  written: z.number().optional(),
  removed: z.array(z.string()).optional(),
  failed: z.array(FailedPage).optional(),
  error: z.string().optional(),
})
export type FeedRun = z.infer<typeof FeedRun>

const FeedStatus = z.object({
  pending: z.boolean(),
  last_change: FeedRun.nullable(),
  last_success: FeedRun.nullable(),
  last_failure: FeedRun.nullable(),
  runs: z.array(FeedRun),
})

/**
 * What the shop admin sees of the live catalogue (GET /admin/site-changes):
 * whether the storefront's change feed is there (a bare `medusa start` has
 * none) and answers, whether a change is being published, and the last
 * change, success and failure (its reason and the pages left as they were).
 */
export type SiteChangesStatus =
  | { configured: false }
  | { configured: true; reachable: false }
  | ({ configured: true; reachable: true } & z.infer<typeof FeedStatus>)

/** Reads the feed's status from the site process (loopback); never throws. */
export async function readSiteChanges({
  env = process.env,
  fetcher = fetch,
}: { env?: NodeJS.ProcessEnv; fetcher?: typeof fetch } = {}): Promise<SiteChangesStatus> {
  const { SITE_CHANGES_URL: url } = ChangeFeedEnv.parse(env)
  if (!url) return { configured: false }
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(3_000) })
    const parsed = FeedStatus.safeParse(response.ok ? await response.json() : null)
    if (!parsed.success) return { configured: true, reachable: false }
    const runs = parsed.data.runs.slice(0, 10)
    return { configured: true, reachable: true, ...parsed.data, runs }
  } catch {
    return { configured: true, reachable: false }
  }
}
