/** The messages of the card payment pieces of the checkout (preparation, way back from the provider). */
export const CARD_MESSAGE_KEYS = [
  "checkout.confirm",
  "payment.confirmCard",
  "payment.preparing.title",
  "payment.preparing.text",
  "payment.preparing.slow",
  "payment.canceled",
] as const

/** The messages of the result page while a card payment is being decided. */
export const CARD_OUTCOME_MESSAGE_KEYS = [
  "error.generic",
  "payment.progress.title",
  "payment.progress.text",
  "payment.progress.missing",
] as const

/** The messages of the partial-success retry. */
export const RETRY_MESSAGE_KEYS = [
  "error.generic",
  "payment.partial.retry",
  "payment.partial.retryFailed",
] as const
