import { reportFetchFailure } from "../client/report-error"

/** What the site shows for a failed Medusa call: status, stable code and a message. */
export type CommerceError = { status: number; code: string; message: string }

/**
 * Turns any error from the SDK (FetchError with status and body) or the
 * network into a CommerceError. Messages come from the API, which already
 * speaks the visitor's language; `fallback` covers network failures. In the
 * browser, network failures and server errors are also reported (spec §7).
 */
export function toCommerceError(error: unknown, fallback: string): CommerceError {
  const e = error as { status?: number; message?: string; code?: string; statusText?: string }
  const result: CommerceError =
    e && typeof e.status === "number"
      ? {
          status: e.status,
          code: typeof e.code === "string" ? e.code : String(e.statusText ?? "error"),
          message: e.message || fallback,
        }
      : { status: 0, code: "network_error", message: fallback }
  reportFetchFailure({
    ...result,
    message: result.status ? result.message : String(e?.message ?? fallback),
  })
  return result
}
