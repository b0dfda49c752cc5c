import { randomBytes } from "node:crypto"

/** An error answered the way Stripe's API answers it: status and `{ error: {...} }`. */
export class StripeApiError extends Error {
  constructor(
    status,
    { type = "invalid_request_error", code, param, decline_code, message },
    { validation = false } = {},
  ) {
    super(message)
    this.status = status
    this.body = {
      error: {
        type,
        message,
        ...(code ? { code } : {}),
        ...(param ? { param } : {}),
        ...(decline_code ? { decline_code } : {}),
      },
    }
    // Stripe keeps no idempotent result for a request that failed validation.
    this.validation = validation
  }
}

/** A parameter Stripe refuses (400, no idempotent result kept). */
export const invalid = (param, message) =>
  new StripeApiError(400, { param, message }, { validation: true })
/** An object Stripe does not know (404 resource_missing). */
export const missing = (object, id) =>
  new StripeApiError(404, {
    code: "resource_missing",
    param: "id",
    message: `No such ${object}: '${id}'`,
  })
/** A PaymentIntent in the wrong state for the call. */
export const unexpectedState = (message) =>
  new StripeApiError(400, { code: "payment_intent_unexpected_state", message })

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
/** Ids shaped like Stripe's test-mode ids (`cs_test_…`, `pi_…`). */
export function newId(prefix, length = 24) {
  const bytes = randomBytes(length)
  return `${prefix}_${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("")}`
}

/** A form parameter read as an integer, or Stripe's refusal naming it. */
export function integer(value, param) {
  const n = Number(value)
  if (!Number.isInteger(n)) throw invalid(param, `Invalid integer: ${value}`)
  return n
}
