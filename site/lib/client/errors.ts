import { reportFetchFailure } from "./report-error"

/**
 * The one place API failures become what the UI shows. The store API answers
 * `{ type, code, message, params? }` with the message already in the
 * request's language; the UI shows that message, picks behaviour by `code`
 * (seats remaining, cart completed, check needed), and falls back to the
 * spec's generic copy for network failures and unexpected answers.
 */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly type: string | null
  readonly params: Record<string, string | number>
  readonly requestId: string | null

  constructor(status: number, body: unknown) {
    const b = (body && typeof body === "object" ? body : {}) as Record<string, unknown>
    super(typeof b.message === "string" ? b.message : "")
    this.name = "ApiError"
    this.status = status
    this.code = typeof b.code === "string" ? b.code : status === 0 ? "network_error" : "unexpected"
    this.type = typeof b.type === "string" ? b.type : null
    this.params = (b.params && typeof b.params === "object" ? b.params : {}) as Record<
      string,
      string | number
    >
    this.requestId = typeof b.request_id === "string" ? b.request_id : null
  }
}

/** What a screen shows for a failure. */
export type UiError = {
  status: number
  code: string
  message: string
  params: Record<string, string | number>
  /** The traveller can do nothing but retry later or start again: show the generic screen. */
  generic: boolean
}

/**
 * Turns anything thrown by an action into a UiError. A refusal with a
 * message (4xx) is shown as the API wrote it; a network failure, a 5xx or a
 * message-less answer shows `fallback` (the spec's 'Ups! Algo salió mal').
 */
export function toUiError(error: unknown, fallback: string): UiError {
  if (error instanceof ApiError) {
    const generic = error.status === 0 || error.status >= 500 || !error.message
    // Network failures and server errors go to error reporting (spec §7); refusals are expected.
    if (generic) {
      reportFetchFailure({
        status: error.status,
        code: error.code,
        message: error.message || fallback,
        response: { code: error.code, request_id: error.requestId },
      })
    }
    return {
      status: error.status,
      code: error.code,
      message: generic ? fallback : error.message,
      params: error.params,
      generic,
    }
  }
  reportFetchFailure({
    status: 0,
    code: "unexpected",
    message: String((error as Error)?.message ?? fallback),
  })
  return { status: 0, code: "unexpected", message: fallback, params: {}, generic: true }
}
