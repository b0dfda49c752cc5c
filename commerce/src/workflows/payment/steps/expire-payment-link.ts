import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { readPaymentLink } from "../../../lib/payment-link"
import { stripeClient } from "../../../lib/stripe"
import { settleCardPaymentWorkflow } from "../settle-card-payment"
import { orderLinkBalance } from "./order-link-balance"

export type ExpirePaymentLinkOutcome = "none" | "kept" | "expired" | "settled"

/**
 * An order was cancelled, or one of its bookings (so what it owes changed):
 * its open payment link must not stay payable for the old amount. The link
 * is expired at Stripe unless it still asks for exactly what the live
 * bookings owe. A link Stripe already completed (paid in the race) is
 * settled now, which refunds it in full when the order no longer owes it.
 * Nothing to compensate: an expired Checkout Session cannot be reopened,
 * and the admin sends a new link for the new balance.
 */
export const expirePaymentLinkStep = createStep(
  "expire-payment-link",
  async (input: { order_id: string }, { container }) => {
    return new StepResponse(await expireLink(container, input.order_id))
  },
)

async function expireLink(
  container: MedusaContainer,
  orderId: string,
): Promise<ExpirePaymentLinkOutcome> {
  const stripe = stripeClient()
  const balance = stripe ? await orderLinkBalance(container, orderId) : null
  const link = readPaymentLink(balance?.order.metadata)
  if (!stripe || !balance || !link || link.paid_by) return "none"
  const session = await stripe.checkout.sessions.retrieve(link.id)
  if (session.status === "complete") return settle(container, link.id)
  if (session.status !== "open") return "none"
  if (balance.order.status !== "canceled" && balance.due_cents === Math.round(link.amount * 100))
    return "kept"
  try {
    await stripe.checkout.sessions.expire(link.id)
  } catch (error) {
    // Paid between the read and the expiry: settle it (refunded when not owed).
    const again = await stripe.checkout.sessions.retrieve(link.id)
    if (again.status === "complete") return settle(container, link.id)
    if (again.status !== "expired") throw error
  }
  const { order } = balance
  await container.resolve(Modules.ORDER).updateOrders(order.id, {
    metadata: {
      ...order.metadata,
      payment_link: { ...link, expired_at: new Date().toISOString() },
    },
  })
  return "expired"
}

async function settle(
  container: MedusaContainer,
  sessionId: string,
): Promise<ExpirePaymentLinkOutcome> {
  await settleCardPaymentWorkflow(container).run({ input: { checkout_session_id: sessionId } })
  return "settled"
}
