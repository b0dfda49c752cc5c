import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { expirePaymentLinkWorkflow } from "../workflows/payment/expire-payment-link"

/**
 * Whenever an order is cancelled (by any path that goes through Medusa's
 * cancellation, which emits `order.canceled`) or one of its bookings is
 * (`booking.cancelled`: what the order owes changed), its open payment link
 * is expired at Stripe so it cannot take the old amount. A Stripe outage
 * here is caught up by the webhook and the reconcile job, which refund a
 * link paid when nothing was owed.
 */
export default async function paymentLinkExpiry({
  event,
  container,
}: SubscriberArgs<{ id?: string; order_id?: string }>) {
  const orderId = event.data.order_id ?? event.data.id
  if (!orderId) return
  try {
    await expirePaymentLinkWorkflow(container).run({ input: { order_id: orderId } })
  } catch (error) {
    container
      .resolve("logger")
      .warn(
        `Payment link of ${orderId} not expired now (${event.name}): ${(error as Error).message}`,
      )
  }
}

// A booking changed by the desk (\`booking.changed\`) owes another amount too.
export const config: SubscriberConfig = {
  event: ["order.canceled", "booking.cancelled", "booking.changed"],
}
