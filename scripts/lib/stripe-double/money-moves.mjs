import { integer, invalid, missing, newId, StripeApiError, unexpectedState } from "./api-errors.mjs"

/** PaymentIntent statuses Stripe lets a cancel through. */
export const CANCELABLE = [
  "requires_payment_method",
  "requires_capture",
  "requires_confirmation",
  "requires_action",
  "processing",
]

/**
 * What moves money on a PaymentIntent once paid: capture, cancel and refunds, on the ledger's
 * maps, each emitting the events Stripe sends. `getIntent` reads an intent after expiring
 * sessions whose time is up (the ledger's sweep).
 */
export function createMoneyMoves({ charges, refunds, emit, seconds, getIntent }) {
  function captureIntent(id, params, request) {
    const intent = getIntent(id)
    if (intent.status !== "requires_capture") {
      throw unexpectedState(
        `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      )
    }
    const amount =
      params.amount_to_capture === undefined
        ? intent.amount_capturable
        : integer(params.amount_to_capture, "amount_to_capture")
    if (amount <= 0) throw invalid("amount_to_capture", "amount_to_capture must be greater than 0.")
    if (amount > intent.amount_capturable) {
      throw new StripeApiError(400, {
        code: "amount_too_large",
        param: "amount_to_capture",
        message: `The amount to capture (${amount}) is greater than the amount capturable (${intent.amount_capturable}).`,
      })
    }
    const charge = charges.get(intent.latest_charge)
    Object.assign(charge, { captured: true, amount_captured: amount })
    // Capturing less than authorised releases the rest, as Stripe does.
    Object.assign(intent, { status: "succeeded", amount_received: amount, amount_capturable: 0 })
    emit("charge.captured", charge, request)
    emit("payment_intent.succeeded", intent, request)
    return structuredClone(intent)
  }

  function cancelIntent(id, params, request) {
    const intent = getIntent(id)
    if (!CANCELABLE.includes(intent.status)) {
      throw unexpectedState(
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(", ")}.`,
      )
    }
    const reasons = ["duplicate", "fraudulent", "requested_by_customer", "abandoned"]
    if (params.cancellation_reason && !reasons.includes(params.cancellation_reason)) {
      throw invalid(
        "cancellation_reason",
        `Invalid cancellation_reason: ${params.cancellation_reason}`,
      )
    }
    cancel(intent, params.cancellation_reason ?? null, request)
    return structuredClone(intent)
  }

  function cancel(intent, reason, request) {
    Object.assign(intent, {
      status: "canceled",
      amount_capturable: 0,
      canceled_at: seconds(),
      cancellation_reason: reason,
    })
    emit("payment_intent.canceled", intent, request)
  }

  function createRefund(params, request) {
    let intent
    if (params.payment_intent) intent = getIntent(params.payment_intent)
    else if (params.charge) {
      const charge = charges.get(params.charge)
      if (!charge) throw missing("charge", params.charge)
      intent = getIntent(charge.payment_intent)
    } else throw invalid("payment_intent", "One of `payment_intent` or `charge` is required.")
    const charge = intent.latest_charge && charges.get(intent.latest_charge)
    if (intent.status !== "succeeded" || !charge?.captured) {
      throw new StripeApiError(400, {
        code: "charge_not_refundable",
        message: `This PaymentIntent has a status of ${intent.status} and has nothing captured to refund.`,
      })
    }
    const remaining = charge.amount_captured - charge.amount_refunded
    if (remaining === 0) {
      throw new StripeApiError(400, {
        code: "charge_already_refunded",
        message: `Charge ${charge.id} has already been refunded.`,
      })
    }
    const amount = params.amount === undefined ? remaining : integer(params.amount, "amount")
    if (amount <= 0) throw invalid("amount", "amount must be greater than 0.")
    if (amount > remaining) {
      throw new StripeApiError(400, {
        code: "amount_too_large",
        param: "amount",
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining}).`,
      })
    }
    const refund = {
      id: newId("re", 24),
      object: "refund",
      amount,
      charge: charge.id,
      created: seconds(),
      currency: charge.currency,
      metadata: params.metadata ?? {},
      payment_intent: intent.id,
      reason: params.reason ?? null,
      status: "succeeded",
    }
    refunds.set(refund.id, refund)
    charge.amount_refunded += amount
    charge.refunded = charge.amount_refunded === charge.amount_captured
    emit("refund.created", refund, request)
    emit("charge.refunded", charge, request)
    return structuredClone(refund)
  }

  function getRefund(id) {
    const refund = refunds.get(id)
    if (!refund) throw missing("refund", id)
    return structuredClone(refund)
  }

  return { captureIntent, cancelIntent, cancel, createRefund, getRefund }
}
