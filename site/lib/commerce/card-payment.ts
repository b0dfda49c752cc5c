import { isMedusaId } from "../client/ids"
import { sdk } from "./sdk"

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
  return (
    !!v &&
    typeof v === "object" &&
    typeof v.hold_id === "string" &&
    typeof v.title === "string" &&
    typeof v.request?.slot_id === "string"
  )
}

/**
 * Whether the order was paid by card and which of its bookings failed, asked
 * with the order's token (`GET /store/orders/:id/card-payment`, guarded like
 * the order). An order the API does not show is null.
 */
export async function cardPaymentOf(
  orderId: string,
  token: string,
): Promise<CardPaymentSummary | null> {
  if (!isMedusaId("order", orderId)) return null
  try {
    const { card_payment } = await sdk.client.fetch<{
      card_payment: { by_card: boolean; failed_bookings: unknown[] }
    }>(`/store/orders/${encodeURIComponent(orderId)}/card-payment`, {
      headers: { "x-order-token": token },
    })
    if (!card_payment.by_card) return null
    const failed = card_payment.failed_bookings.filter(isFailed)
    return { partial: failed.length > 0, failed }
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}
