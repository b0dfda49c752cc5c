import Stripe from "stripe"
import type { StripeCheckoutOptions } from "./types"

/**
 * A Stripe client for the real API, or for another base URL (the local test
 * double) when `apiUrl` is set. Network errors are retried twice by the SDK,
 * each POST with the same idempotency key.
 */
export function createStripeClient({
  apiKey,
  apiUrl,
}: Pick<StripeCheckoutOptions, "apiKey" | "apiUrl">): Stripe {
  const base = apiUrl ? new URL(apiUrl) : null
  return new Stripe(apiKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "sendero" },
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === "https:" ? 443 : 80)),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  })
}
