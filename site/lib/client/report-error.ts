import { PUBLIC_SENTRY_DSN } from "astro:env/client"
import { envelopeUrl, fetchFailureEnvelope, type FetchFailure } from "./error-envelope"

/**
 * Reports a failed fetch of an island to the error-reporting service of
 * PUBLIC_SENTRY_DSN (nothing happens when it is unset, outside a browser, or
 * for failures the reporting policy skips). Never throws, never waits.
 */
export function reportFetchFailure(
  failure: FetchFailure,
  dsn: string | undefined = PUBLIC_SENTRY_DSN,
): void {
  if (!dsn || typeof window === "undefined") return
  const url = envelopeUrl(dsn)
  const body = url && fetchFailureEnvelope(dsn, failure, { page: location.pathname })
  if (!url || !body) return
  fetch(url, { method: "POST", body, keepalive: true }).catch(() => {})
}
