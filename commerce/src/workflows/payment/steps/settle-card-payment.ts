import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { parseEnv } from "../../../lib/env"
import { settlements } from "../../../lib/settle-slots"
import { requireStripe } from "../../../lib/stripe"
import { toMinorUnits } from "../../../modules/stripe-checkout/money"
import { CARD_PROVIDER_ID } from "../../../modules/stripe-checkout/types"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { recoverOrderBookingsWorkflow } from "../../booking/recover-order-bookings"
import { completeBookingCartWorkflow } from "../../complete-booking-cart"
import { salvageCardBookingsWorkflow } from "../salvage-card-bookings"
import type { CheckoutSnapshot } from "./read-checkout-session"
import { settlePaymentLink } from "./settle-payment-link"

/**
 * Where a card payment ended: `success` (order placed, amount captured),
 * `partial` (order of the bookings that could still be booked, only their
 * amount captured, the rest released; the others in the order's
 * `failed_bookings`), `unsuccessful` (no order; the authorisation released, or refunded if it had
 * been captured), `pending` (not paid yet), `expired` (never paid, or
 * released), `ignored` (not a cart's Checkout Session).
 */
export type CardPaymentOutcome = {
  outcome: "success" | "partial" | "unsuccessful" | "pending" | "expired" | "ignored"
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
      captures?: { id: string }[] | null
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
    // A few at a time per process (see settle-slots): the lock is then held only while its settlement runs.
    if (snap?.order_id) {
      const orderId = snap.order_id
      const paid = await settlements.run(() => locking.execute(`card-payment:${orderId}`, () => settlePaymentLink(container, snap), { timeout: 60 }))
      return new StepResponse(paid)
    }
    if (!snap?.cart_id) return new StepResponse<CardPaymentOutcome>({ outcome: "ignored", cart_id: null, order_id: null })
    const result = await settlements.run(() => locking.execute(`card-payment:${snap.cart_id}`, () => settle(container, snap), { timeout: 60 }))
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
    // A declined card leaves the page open for another card: still pending, with the reason.
    return { ...base, outcome: "pending", ...(snap.intent_error ? { reason: snap.intent_error } : {}) }
  }
  // A Checkout Session the cart no longer uses (replaced by a newer one) must
  // not buy anything: its money goes back.
  if (!cart || !current) {
    await releaseMoney(snap)
    return { ...base, outcome: "unsuccessful", reason: "session_replaced" }
  }
  let orderId = base.order_id
  if (orderId && !(await orderIsBooked(container, orderId, cartId))) {
    await releaseMoney(snap)
    return { ...base, outcome: "unsuccessful", reason: "not_booked" }
  }
  if (!orderId) {
    const placed = await placeOrder(container, cartId)
    if (!placed.order_id) {
      await releaseMoney(snap)
      return { ...base, outcome: "unsuccessful", reason: placed.reason }
    }
    orderId = placed.order_id
    // The cart's order may be one a crash left without bookings (found again by the completion): never capture for it as it is.
    if (!(await orderIsBooked(container, orderId, cartId))) {
      await releaseMoney(snap)
      return { cart_id: cartId, order_id: orderId, outcome: "unsuccessful", reason: "not_booked" }
    }
  }
  const order = await readOrder(container, orderId)
  const partial = (order.metadata?.failed_bookings as unknown[] | undefined)?.length ? true : false
  // The result page tells a card order (paid, or paid in part) from a pay-later one by this mark.
  if (order.metadata?.payment_method !== "card") {
    await container.resolve(Modules.ORDER).updateOrders(orderId, { metadata: { ...(order.metadata ?? {}), payment_method: "card" } })
  }
  if (authorised) await captureOnce(container, cartId, partial ? order : null)
  return { cart_id: cartId, order_id: orderId, outcome: partial ? "partial" : "success" }
}

/**
 * Places the order of a paid cart; when that fails (some holds lapsed and
 * their seats were sold), books line by line what can still be booked and
 * places the order of that. Returns why nothing could be placed otherwise.
 */
async function placeOrder(container: MedusaContainer, cartId: string): Promise<{ order_id: string | null; reason?: string }> {
  const hold_minutes = parseEnv().BOOKING_HOLD_MINUTES
  const complete = () => completeBookingCartWorkflow(container).run({ input: { cart_id: cartId, hold_minutes }, throwOnError: false })
  let { result, errors } = await complete()
  if (!errors?.length && result?.order_id) return { order_id: result.order_id }
  const reason = (errors?.[0]?.error as { code?: string; message?: string } | undefined)
  const salvage = await salvageCardBookingsWorkflow(container).run({ input: { cart_id: cartId, hold_minutes }, throwOnError: false })
  if (salvage.errors?.length || !salvage.result?.failed.length || !salvage.result.kept) {
    return { order_id: null, reason: reason?.code ?? reason?.message ?? "not_completed" }
  }
  ;({ result, errors } = await complete())
  if (!errors?.length && result?.order_id) return { order_id: result.order_id }
  return { order_id: null, reason: (errors?.[0]?.error as { code?: string } | undefined)?.code ?? "not_completed" }
}

/**
 * Whether an order that already exists has its seats. A completion killed
 * between Medusa's order and the conversion of its holds leaves an order
 * without bookings: never capture for it as it is. Its holds become its
 * bookings now (under the cart's lock, as the unbooked-orders job does), or,
 * when they lapsed, the order is cancelled and false says the money must go
 * back. A busy lock (the completion may still be alive) throws: nothing is
 * captured, and the webhook's event is retried by the reconcile job.
 */
async function orderIsBooked(container: MedusaContainer, orderId: string, cartId: string) {
  const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
  if ((await booking.listBookings({ order_id: orderId }, { take: 1, select: ["id"] })).length) return true
  const { result } = await recoverOrderBookingsWorkflow(container).run({ input: { order_id: orderId, cart_id: cartId } })
  return result.outcome !== "cancel"
}

type OrderState = { id: string; total: number; currency_code: string; metadata?: Record<string, unknown> | null }

async function readOrder(container: MedusaContainer, orderId: string): Promise<OrderState> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ["id", "total", "currency_code", "metadata"], filters: { id: orderId } })
  return data[0] as OrderState
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
      "payment_collection.payments.captures.id",
    ],
    filters: { id: cartId },
  })
  return (data[0] as CartState | undefined) ?? null
}

/**
 * Captures the order's card payment through Medusa (which calls our provider
 * with its idempotency key), once: a payment with any capture is left alone.
 * For a partial order only the order's total is captured (the provider asks
 * Stripe for `amount_to_capture`, and Stripe releases the rest).
 */
async function captureOnce(container: MedusaContainer, cartId: string, partialOrder: OrderState | null) {
  const cart = await readCart(container, cartId)
  const payment = cart?.payment_collection?.payments?.find((p) => p.provider_id === CARD_PROVIDER_ID && !p.canceled_at)
  if (!payment || payment.captured_at || payment.captures?.length) return
  if (!partialOrder) {
    await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id } })
    return
  }
  const amount_to_capture = toMinorUnits(partialOrder.total, partialOrder.currency_code)
  await container.resolve(Modules.PAYMENT).updatePayment({ id: payment.id, data: { ...(payment.data ?? {}), amount_to_capture } } as { id: string })
  await capturePaymentWorkflow(container).run({ input: { payment_id: payment.id, amount: partialOrder.total } })
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
