import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { capturePaymentWorkflow } from "@medusajs/medusa/core-flows"
import { readPaymentLink, type PaymentLinkRefundReason } from "../../../lib/payment-link"
import { refundOrderMoneyWorkflow } from "../../booking-lifecycle/refund-order-money"
import { fromMinorUnits, toMinorUnits } from "../../../modules/stripe-checkout/money"
import { orderLinkBalance, type OrderLinkBalance } from "./order-link-balance"
import type { CheckoutSnapshot } from "./read-checkout-session"
import type { CardPaymentOutcome } from "../../../lib/card-payment-outcome"

/** Emitted once per payment link paid and applied to its order; its subscriber sends the "payment received" e-mail. */
export const PAYMENT_LINK_PAID = "payment_link.paid"

export type PaymentLinkPaidEvent = {
  order_id: string
  payment_intent: string
  amount: number
  currency_code: string
}

/**
 * A payment link of a pay-later order, paid (captured at once). It pays the
 * order only when it is the order's current link, the order is not
 * cancelled and the live bookings still owe exactly what it took: then the
 * order's pay-later payments are captured for that amount (which makes the
 * order paid), the link is marked `paid_by` its PaymentIntent and
 * `payment_link.paid` is emitted. Otherwise (cancelled, nothing due, a
 * booking cancelled meanwhile, a link replaced by a newer one) the whole
 * payment is refunded at Stripe and the refund recorded on the order, so the
 * admin sees it. Runs under the order's card-payment lock; every path is
 * idempotent (Stripe idempotency keys, and a link already applied or
 * refunded is left alone).
 */
export async function settlePaymentLink(
  container: MedusaContainer,
  snap: CheckoutSnapshot,
): Promise<CardPaymentOutcome> {
  const base = { cart_id: null, order_id: snap.order_id }
  if (snap.intent_status !== "succeeded" || !snap.intent_id) {
    return {
      ...base,
      outcome:
        snap.session_status === "expired" || snap.intent_status === "canceled"
          ? "expired"
          : "pending",
    }
  }
  const balance = await orderLinkBalance(container, snap.order_id!)
  if (!balance) return { ...base, outcome: "ignored", reason: "order_not_found" }
  const { order } = balance
  const link = readPaymentLink(order.metadata)
  // Applied already (or a crash came between the mark and the capture: the capture is finished now).
  if (link?.paid_by === snap.intent_id) {
    if (balance.kept_cents === 0) await captureDue(container, balance, snap.intent_id)
    return { ...base, outcome: "success" }
  }
  const refunds =
    (order.metadata.payment_link_refunds as
      { payment_intent?: string; reason?: string }[] | undefined) ?? []
  const known =
    refunds.find((r) => r.payment_intent === snap.intent_id) ??
    (link?.refund?.payment_intent === snap.intent_id ? link.refund : null)
  if (known) return { ...base, outcome: "unsuccessful", reason: known.reason }

  const dueMinor = toMinorUnits(balance.due_cents / 100, order.currency_code)
  const reason: PaymentLinkRefundReason | null =
    order.status === "canceled"
      ? "order_canceled"
      : balance.due_cents <= 0
        ? "nothing_due"
        : link?.id !== snap.id
          ? "link_replaced"
          : snap.amount_received !== dueMinor
            ? "balance_changed"
            : null
  if (reason) {
    await refundInFull(snap.intent_id, container, order.id, reason)
    const refund = {
      session_id: snap.id,
      payment_intent: snap.intent_id,
      amount: fromMinorUnits(snap.amount_received, order.currency_code),
      reason,
      refunded_at: new Date().toISOString(),
    }
    const metadata: Record<string, unknown> = {
      ...order.metadata,
      payment_link_refunds: [...refunds, refund],
    }
    if (link?.id === snap.id) metadata.payment_link = { ...link, refund }
    await container.resolve(Modules.ORDER).updateOrders(order.id, { metadata })
    return { ...base, outcome: "unsuccessful", reason }
  }

  // The mark first: a retry after a crash finds it and only finishes the capture (never refunds a payment it took).
  await container.resolve(Modules.ORDER).updateOrders(order.id, {
    metadata: { ...order.metadata, payment_link: { ...link!, paid_by: snap.intent_id } },
  })
  await captureDue(container, balance, snap.intent_id)
  return { ...base, outcome: "success" }
}

/**
 * Captures what the order owes on its pay-later payments (Medusa then reads
 * it paid) and announces the payment; nothing when it is captured already.
 */
async function captureDue(container: MedusaContainer, balance: OrderLinkBalance, intentId: string) {
  let left = balance.due_cents
  if (left <= 0) return
  for (const payment of balance.open_payments) {
    if (left <= 0) break
    const take = Math.min(left, Math.round(payment.amount * 100))
    await capturePaymentWorkflow(container).run({
      input: { payment_id: payment.id, amount: take / 100 },
    })
    left -= take
  }
  const { order } = balance
  const event: PaymentLinkPaidEvent = {
    order_id: order.id,
    payment_intent: intentId,
    amount: balance.due_cents / 100,
    currency_code: order.currency_code,
  }
  await container.resolve(Modules.EVENT_BUS).emit({ name: PAYMENT_LINK_PAID, data: event })
}

/**
 * Gives a link's whole payment back through the one refund workflow (Stripe
 * only: the link was never applied, Medusa holds no payment of it), once per
 * PaymentIntent whoever asks first.
 */
async function refundInFull(
  intentId: string,
  container: MedusaContainer,
  orderId: string,
  why: PaymentLinkRefundReason,
) {
  try {
    await refundOrderMoneyWorkflow(container).run({
      input: {
        order_id: orderId,
        payment_intent: intentId,
        reason: "link_after_cancel",
        key: `payment-link:${intentId}`,
        note: why,
      },
    })
  } catch (error) {
    container
      .resolve("logger")
      .warn(`Refund of payment link ${intentId} failed: ${(error as Error).message}`)
    throw error
  }
}
