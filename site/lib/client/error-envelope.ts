import { isReportableStatus, scrub, shouldReport } from "@sendero/shared/reporting"

/** A fetch that failed in an island, as the site's error normaliser sees it. */
export type FetchFailure = {
  status: number
  code: string
  message: string
  /** The API path that was called (no query: it can hold personal data). */
  url?: string
  /** What the response said, if anything. */
  response?: unknown
}

/**
 * Where Sentry-compatible services take envelopes for a DSN
 * (`https://<key>@<host>/<project>`), or null for a malformed DSN.
 */
export function envelopeUrl(dsn: string): string | null {
  try {
    const url = new URL(dsn)
    const project = url.pathname.split("/").filter(Boolean).pop()
    if (!url.username || !project) return null
    const path = url.pathname.slice(0, url.pathname.lastIndexOf("/"))
    return `${url.protocol}//${url.host}${path}/api/${project}/envelope/?sentry_key=${url.username}&sentry_version=7`
  } catch {
    return null
  }
}

/**
 * The report of `failure` in Sentry's envelope format (a header line, an item
 * header line, the event), or null when the failure is not worth a report
 * (a 4xx answer, an ignored message). Scrubbed of personal data. This is all
 * islands need of an error SDK: a few hundred bytes instead of Sentry's
 * browser bundle.
 */
export function fetchFailureEnvelope(
  dsn: string,
  failure: FetchFailure,
  { now = Date.now(), page = "" }: { now?: number; page?: string } = {},
): string | null {
  if (!isReportableStatus(failure.status) || !shouldReport(failure.message)) return null
  const eventId = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("")
  const event = scrub({
    event_id: eventId,
    timestamp: now / 1000,
    platform: "javascript",
    level: "error",
    logger: "island",
    message: `Fetch failed (${failure.status || "network"}): ${failure.code}: ${failure.message}`,
    tags: { status: String(failure.status), code: failure.code },
    request: { url: page.split("?")[0] },
    contexts: {
      response: {
        status_code: failure.status,
        url: failure.url?.split("?")[0],
        data: failure.response,
      },
    },
  })
  return [
    JSON.stringify({ event_id: eventId, sent_at: new Date(now).toISOString(), dsn }),
    JSON.stringify({ type: "event" }),
    JSON.stringify(event),
  ].join("\n")
}
