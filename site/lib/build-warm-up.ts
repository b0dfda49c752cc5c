import { prefetchFirstReviews } from "./commerce/catalogue-reads"
import { createStoreApi } from "./commerce/store-api"

/** The build's settings the warm-up reads (the same as astro:env's, from the environment). */
export type WarmUpEnv = {
  PUBLIC_MEDUSA_URL?: string
  PUBLIC_MEDUSA_PUBLISHABLE_KEY?: string
  PUBLIC_DEFAULT_CURRENCY?: string
}

/**
 * Starts reading what every catalogue page of a build needs from commerce
 * (offers in every currency, booking facts, the first reviews of each
 * experience) while Vite is still bundling the site: the same reads under the
 * same keys as lib/catalogue.ts (lib/commerce/catalogue-reads.ts, on one table
 * per process), so the prerender finds them under way or done instead of
 * starting them. Returns at once; a failure is left to the page that asks
 * again (and fails the build with the real error). Nothing without a
 * publishable key (the build then fails on its own, as before).
 */
export function warmUpCatalogue(env: WarmUpEnv) {
  keepReadsForTheBuild()
  const key = env.PUBLIC_MEDUSA_PUBLISHABLE_KEY
  if (!key) return
  // The same defaults as astro.config.mjs's env schema.
  const api = createStoreApi(env.PUBLIC_MEDUSA_URL || "http://localhost:9000", key)
  void prefetchFirstReviews(api, env.PUBLIC_DEFAULT_CURRENCY || "EUR").catch(() => undefined)
}

/**
 * A build reads each table once and keeps it to the end (lib/shared-memo.ts
 * forgets a read after five minutes in the on-demand server): a build of
 * 50,000 experiences renders for much longer than that, and reading the whole
 * catalogue again every five minutes held a second copy beside the first
 * while the pages in hand still used it, and kept Medusa busy.
 */
export function keepReadsForTheBuild() {
  Object.assign(globalThis, { [Symbol.for("sendero.shared-memo.keep")]: true })
}
