import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { parseEnv } from "../../../lib/env"
import { requireStripe } from "../../../lib/stripe"
import { CARD_PROVIDER_ID } from "../../../modules/stripe-checkout/types"
import { completeBookingCartWorkflow } from "../../complete-booking-cart"
import type { CheckoutSnapshot } from "./read-checkout-session"

/**
 * Where a card payment ended: `success` (order placed, amount captured),
 * `unsuccessful` (no order; the authorisation released, or refunded if it had
 * been captured), `pending` (not paid yet), `expired` (never paid, or
 * released), `ignored` (not a cart's Checkout Session).
 */
export type CardPaymentOutcome = {
  outcome: "success" | "unsuccessful" | "pending" | "expired" | "ignored"
  cart_id: string | null
  order_id: string | null
  reason?: string
}

type CartState = {
  id: string
  completed_at: string | null
  order?: { id: string } | null
  payment_collection?: {
    payment_sessions?: { id: string; data?: Record<string, unknown> | null }[] | null
    payments?: {
      id: string
      provider_id: string
      captured_at?: string | null
      canceled_at?: string | null
      data?: Record<string, unknown> | null
    }[] | null
  } | null
}

/**
 * Decides a cart's card payment from Stripe's state, once per cart at a time
 * (a Postgres lock, so two servers receiving the same event wait for each
 * other), and only ever moves it forward: the second run finds the order and
 * the capture already there and does nothing.
 */
export const settleCardPaymentStep = createStep(
  "settle-card-payment",
  async (snap: CheckoutSnapshot | null, { container }) => {
    const locking = container.resolve(Modules.LOCKING)
    if (snap?.order_id) {
      const orderId = snap.order_id
      return new StepResponse(await locking.execute(`card-payment:${orderId}`, () => settlePaymentLink(container, snap), { timeout: 60 }))
    }
    if (!snap?.cart_id) return new StepResponse<CardPaymentOutcome>({ outcome: "ignored", cart_id: null, order_id: null })
    const result = await locking.execute(`card-payment:${snap.cart_id}`, () => settle(container, snap), { timeout: 60 })
    return new StepResponse(result)
  },
)

async function settle(container: MedusaContainer, snap: CheckoutSnapshot): Promise<CardPaymentOutcome> {
  const cartId = snap.cart_id!
  const cart = await readCart(container, cartId)
  const base = { cart_id: cartId, order_id: cart?.order?.id ?? null }
  const current = cart?.payment_collection?.payment_sessions?.some((s) => s.data?.id === snap.id)
  const authorised = snap.intent_status === "requires_capture"
  const captured = snap.intent_status === "succeeded"

  if (!authorised && !captured) {
    if (snap.intent_status === "canceled" || snap.session_status === "expired") return { ...base, outcome: "expired" }
    return { ...base, outcome: "pending" }
  }
  // A Checkout Session the cart no longer uses (replaced by a newer one) must
  // not buy anything: its money goes back.
  if (!cart || !current) {
    await releaseMoney(snap)
    return { ...base, outcome: "unsuccessful", reason: "session_replaced" }
  }
  let orderId = base.order_id
  if (!orderId) {
    const { result, errors } = await completeBookingCartWorkflow(container).run({
      input: { cart_id: cartId, hold_minutes: parseEnv().BOOKING_HOLD_MINUTES },
      throwOnError: false,
    })
    if (errors?.length || !result?.order_id) {
      await releaseMoney(snap)
      const reason = (errors?.[0]?.error as { message?: string } | undefined)?.message ?? "not_completed"
      return { ...base, outcome: "unsuccessful", reason }
    }
    orderId = result.order_id
  }
  if (authorised) await captureOnce(container, cartId)
  return { cart_id: cartId, order_id: orderId, outcome: "success" }
}

/**
 * A payment link of a pay-later order, paid (captured at once): the order's
 * pay-later payment is captured, which marks the order paid. Only once: a
 * captured payment is left alone.
 */
async function settlePaymentLink(container: MedusaContainer, snap: CheckoutSnapshot): Promise<CardPaymentOutcome> {
  const base = { cart_id: null, order_id: snap.order_id }
  if (snap.intent_status !== "succeeded") {
    return { ...base, outcome: snap.session_status === "expired" || snap.intent_status === "canceled" ? "expired" : "pending" }
  }
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "metadata", "payment_collections.payments.id", "payment_collections.payments.provider_id", "payment_collections.payments.captured_at", "payment_collections.payments.canceled_at"],
    filters: { id: snap.order_id! },
  })
  const order = data[0] as { id: string; metadata?: Record<string, unknown> | null; payment_collections?: { payments?: { id: string; provider_id: string; captured_at?: string | null; canceled_at?: string | null }[] }[] } | undefined
  if (!order) return { ...base, outcome: "ignored", reason: "order_not_found" }
  const due = (order.payment_collections ?? []).flatMap((c) => c.payments ?? []).filter((p) => p.provider_id === "pp_system_default" && !p.captured_at && !p.canceled_at)
  if (due.length) {
    const link = (order.metadata?.payment_link ?? {}) as Record<string, unknown>
    await container.resolve(Modules.ORDER).updateOrders(order.id, {
      metadata: { ...(order.metadata ?? {}), payment_link: { ...link, paid_by: snap.intent_id } },
    })
  }
  for (const payment of due) await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
  return { ...base, outcome: "success" }
}

async function readCart(container: MedusaContainer, cartId: string): Promise<CartState | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: [
      "id",
      "completed_at",
      "order.id",
      "payment_collection.payment_sessions.id",
      "payment_collection.payment_sessions.data",
      "payment_collection.payments.id",
      "payment_collection.payments.provider_id",
      "payment_collection.payments.captured_at",
      "payment_collection.payments.canceled_at",
      "payment_collection.payments.data",
    ],
    filters: { id: cartId },
  })
  return (data[0] as CartState | undefined) ?? null
}

/** Captures the order's card payment through Medusa (which calls our provider with its idempotency key). */
async function captureOnce(container: MedusaContainer, cartId: string) {
  const cart = await readCart(container, cartId)
  const payment = cart?.payment_collection?.payments?.find((p) => p.provider_id === CARD_PROVIDER_ID && !p.canceled_at)
  if (!payment || payment.captured_at) return
  await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
}

/** Gives an authorisation back (or refunds a capture): the traveller keeps their money. */
async function releaseMoney(snap: CheckoutSnapshot) {
  if (!snap.intent_id) return
  const stripe = requireStripe()
  try {
    if (snap.intent_status === "requires_capture") {
      await stripe.paymentIntents.cancel(snap.intent_id, {}, { idempotencyKey: `release-${snap.intent_id}` })
    } else if (snap.intent_status === "succeeded") {
      await stripe.refunds.create({ payment_intent: snap.intent_id }, { idempotencyKey: `refund-all-${snap.intent_id}` })
    }
  } catch (error) {
    const intent = await stripe.paymentIntents.retrieve(snap.intent_id, { expand: ["latest_charge"] })
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null
    if (intent.status === "canceled" || charge?.refunded) return
    throw error
  }
}
