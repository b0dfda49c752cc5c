import type { HttpTypes } from "@medusajs/types"

/** A booking a paid order could not book, as the completion records it (order metadata `failed_bookings`). */
export type FailedBooking = {
  hold_id: string
  title: string
  option: string | null
  amount: number | null
  /** The bookings route's request, to try it again in a new cart. */
  request: Record<string, unknown> & { slot_id: string }
}

/** What the result page says about an order's card payment; null for pay later. */
export type CardPaymentSummary = { partial: boolean; failed: FailedBooking[] }

const isFailed = (value: unknown): value is FailedBooking => {
  const v = value as FailedBooking | null
  return !!v && typeof v === "object" && typeof v.hold_id === "string" && typeof v.title === "string" && typeof v.request?.slot_id === "string"
}

/**
 * Whether the order was paid by card (the completion marks it in the cart's
 * metadata, which the order keeps) and which of its bookings failed.
 */
export function cardPaymentOf(order: HttpTypes.StoreOrder): CardPaymentSummary | null {
  const metadata = (order.metadata ?? {}) as Record<string, unknown>
  if (metadata.payment_method !== "card") return null
  const failed = Array.isArray(metadata.failed_bookings) ? metadata.failed_bookings.filter(isFailed) : []
  return { partial: failed.length > 0, failed }
}
