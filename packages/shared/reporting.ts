/**
 * What may leave the product in an error report, for every reporter (Medusa,
 * the site server and the islands' reporter import this one file,
 * `@sendero/shared/reporting`): which messages are not worth a report, and how
 * personal data is taken out. Dependency-free so the browser bundle can carry
 * it, and one file (no relative import) so Node can load it for commerce.
 */

/** Messages that are never reported: noise from browsers, extensions and visitors leaving a page. */
export const IGNORE_PATTERNS: readonly RegExp[] = [
  /ResizeObserver loop/i,
  /AbortError|aborted a request|signal is aborted/i,
  /^Non-Error promise rejection captured/i,
  /(chrome|moz|safari(-web)?)-extension:/i,
  /^Script error\.?$/i,
]

/** Whether a message is worth a report. */
export function shouldReport(message: string): boolean {
  return !IGNORE_PATTERNS.some((pattern) => pattern.test(message))
}

/**
 * Fetch failures worth a report: the network failed (status 0) or the server
 * did (5xx). A 4xx is the API answering (sold out, invalid input): the visitor
 * sees its message and nothing is broken.
 */
export function isReportableStatus(status: number): boolean {
  return status === 0 || status >= 500
}

/** Keys whose values are personal or secret wherever they appear. */
const SECRET_KEY =
  /pass(word)?|secret|token|authori[sz]ation|cookie|e-?mail|phone|card|cvc|cvv|iban|first_?name|last_?name|address|postal|^name$/i

/** Anything shaped like local@domain.tld (local parts may hold most punctuation). */
const EMAIL = /[^\s@"<>()[\],;:=?&/]*@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu
/** 13 to 19 digits, optionally grouped by spaces or dashes: card numbers. */
const CARD = /\b\d(?:[ -]?\d){12,18}\b/g
/** A run of digits with the usual phone separators (and a `+`, URL-encoded too); replaced when it holds 9 or more digits. */
const PHONE = /(?:\+|%2B|\b)\d[\d ().-]{6,}\d\b/gi

/** `text` with e-mail addresses, card numbers and phone numbers replaced. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, "[email]")
    .replace(CARD, "[card]")
    .replace(PHONE, (match) =>
      // Dates and times (2026-11-22 15:30) are kept: they are how slots are named.
      match.replace(/^%2B/i, "").replace(/\D/g, "").length >= 9 && !/^\d{4}-\d{2}-\d{2}/.test(match)
        ? "[phone]"
        : match,
    )
}

/** A copy of `value` (any JSON-like data) with personal data taken out. */
export function scrub<T>(value: T, depth = 0): T {
  if (typeof value === "string") return scrubText(value) as T
  if (depth > 12 || value === null || typeof value !== "object") return value
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1)) as T
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
    out[key] =
      SECRET_KEY.test(key) && item !== null && typeof item !== "object"
        ? "[Filtered]"
        : scrub(item, depth + 1)
  }
  return out as T
}

/**
 * Sentry's last look at an event in every Node reporter: ignored messages are
 * dropped, every other event leaves without personal data.
 */
export function beforeSend<
  E extends { message?: string; exception?: { values?: { value?: string }[] } },
>(event: E): E | null {
  const message = event.message ?? event.exception?.values?.[0]?.value ?? ""
  return shouldReport(message) ? scrub(event) : null
}
