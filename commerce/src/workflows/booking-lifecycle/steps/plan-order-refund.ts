import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type Stripe from "stripe"
import { BookingError } from "../../../lib/booking-error"
import { centsOf } from "../../../lib/money"
import {
  planRefund,
  REFUND_KEY,
  type RefundablePayment,
  type RefundPart,
  type RefundReason,
} from "../../../lib/order-refund"
import { readPaymentLink } from "../../../lib/payment-link"
import { requireStripe } from "../../../lib/stripe"
import { toMinorUnits } from "../../../modules/stripe-checkout/money"
import type { StripeRefundRequest } from "../../../modules/stripe-checkout/refund-request"
import { CARD_PROVIDER_ID } from "../../../modules/stripe-checkout/types"
import { ORDER_REFUND_PLAN_FIELDS } from "../../../lib/query-config/orders"

export type RefundOrderMoneyInput = {
  /** The order whose payments are refunded (and on which Medusa records each refund). */
  order_id?: string | null
  /**
   * A paid PaymentIntent that Medusa holds no payment of (a payment link
   * paid after its order was cancelled, a card payment that bought
   * nothing): refunded at Stripe only, in full unless `amount` says less.
   */
  payment_intent?: string | null
  /** Only this payment of the order (the admin's refund from a payment's section). */
  payment_id?: string | null
  /** Major units; null or absent: everything still kept. */
  amount?: number | null
  reason: RefundReason
  /**
   * Names the refund's intent once ("cancel-booking:<id>"): refunds already
   * recorded under it count as done, and Stripe's idempotency keys derive
   * from it. Absent: derived from the payment, what was refunded before and
   * the amount, read under the caller's lock.
   */
  key?: string | null
  note?: string | null
  refund_reason_id?: string | null
  created_by?: string | null
  /** Refuse (400) a refund larger than what is kept instead of giving back what there is. */
  strict?: boolean
}

export type PlannedRefund = RefundPart & {
  /** Whether the card provider (which sends the request to Stripe again) holds the payment. */
  card: boolean
  data: Record<string, unknown> | null
  stripe: StripeRefundRequest | null
}

export type RefundPlan = {
  order_id: string | null
  currency_code: string
  reason: RefundReason
  key: string
  note: string | null
  refund_reason_id: string | null
  created_by: string | null
  /** Refunds Medusa records (and, with `stripe`, that Stripe makes), in order. */
  parts: PlannedRefund[]
  /** A Stripe-only refund (no Medusa payment): the intent and what it gives back. */
  stripe_only: StripeRefundRequest | null
}

type OrderPayments = {
  id: string
  currency_code: string
  metadata?: Record<string, unknown> | null
  payment_collections?: {
    payments?: (RefundablePayment & { data?: Record<string, unknown> | null })[] | null
  }[]
}

/** The Stripe request of one part of a refund: its idempotency key derives from the refund's key, the payment and the amount. */
export const stripeRefundRequest = (
  key: string,
  part: { payment_id: string; payment_intent: string; minor: number },
  currency: string,
  metadata: Record<string, string>,
): StripeRefundRequest => ({
  idempotency_key: `sendero-refund:${key}:${part.payment_id}:${part.minor}`,
  payment_intent: part.payment_intent,
  amount: part.minor,
  currency,
  metadata,
})

/**
 * Plans one refund under the caller's lock: reads the order's payments
 * (what each captured and what was refunded of it, and under which key)
 * and spreads the amount over them (`planRefund`), each part with the
 * Stripe request that gives its money back (the card's PaymentIntent, or
 * the payment link's that paid a pay-later payment). A Stripe-only refund
 * reads what the intent has left to refund.
 */
export const planOrderRefundStep = createStep(
  "plan-order-refund",
  async (input: RefundOrderMoneyInput, { container }) => {
    const base = {
      order_id: input.order_id ?? null,
      reason: input.reason,
      note: input.note ?? null,
      refund_reason_id: input.refund_reason_id ?? null,
      created_by: input.created_by ?? null,
    }
    if (!input.order_id || input.payment_intent) {
      if (!input.payment_intent) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
      const stripe = requireStripe()
      const intent = await stripe.paymentIntents.retrieve(input.payment_intent, {
        expand: ["latest_charge"],
      })
      const charge = intent.latest_charge as Stripe.Charge | null
      const left =
        intent.status === "succeeded" && charge
          ? charge.amount_captured - charge.amount_refunded
          : 0
      const wanted =
        input.amount == null ? left : Math.min(left, toMinorUnits(input.amount, intent.currency))
      const key = input.key ?? `${input.reason}:${intent.id}`
      const plan: RefundPlan = {
        ...base,
        currency_code: intent.currency,
        key,
        parts: [],
        stripe_only:
          wanted > 0
            ? stripeRefundRequest(
                key,
                { payment_id: intent.id, payment_intent: intent.id, minor: wanted },
                intent.currency,
                {
                  [REFUND_KEY]: key,
                  reason: input.reason,
                  ...(input.order_id ? { order_id: input.order_id } : {}),
                },
              )
            : null,
      }
      return new StepResponse(plan)
    }

    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ORDER_REFUND_PLAN_FIELDS,
      filters: { id: input.order_id },
    })
    const order = data[0] as unknown as OrderPayments | undefined
    if (!order) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
    const linkIntent = readPaymentLink(order.metadata)?.paid_by ?? null
    const payments = (order.payment_collections ?? [])
      .flatMap((c) => c.payments ?? [])
      .filter((p) => !input.payment_id || p.id === input.payment_id)
      .map((p) => ({
        ...p,
        payment_intent:
          p.provider_id === CARD_PROVIDER_ID
            ? typeof p.data?.payment_intent === "string"
              ? p.data.payment_intent
              : null
            : linkIntent,
      }))
    const amountCents = input.amount == null ? null : Math.round(input.amount * 100)
    const refundedBefore = payments
      .flatMap((p) => p.refunds ?? [])
      .reduce((sum, r) => sum + centsOf(r.amount), 0)
    const key =
      input.key ??
      `${input.reason}:${input.payment_id ?? order.id}:${refundedBefore}:${amountCents ?? "all"}`
    const planned = planRefund({ payments, amountCents, key, cardProviderId: CARD_PROVIDER_ID })
    if (
      input.strict &&
      amountCents != null &&
      amountCents - planned.done_cents > planned.parts.reduce((sum, p) => sum + p.cents, 0)
    ) {
      throw new BookingError(MedusaError.Types.INVALID_DATA, "admin.refund.more_than_kept", {
        amount: `${(planned.kept_cents / 100).toFixed(2)} ${order.currency_code.toUpperCase()}`,
      })
    }
    const parts: PlannedRefund[] = planned.parts.map((part) => {
      const payment = payments.find((p) => p.id === part.payment_id)!
      const minor = toMinorUnits(part.cents / 100, order.currency_code)
      return {
        ...part,
        card: payment.provider_id === CARD_PROVIDER_ID,
        data: payment.data ?? null,
        stripe: part.payment_intent
          ? stripeRefundRequest(
              key,
              { payment_id: part.payment_id, payment_intent: part.payment_intent, minor },
              order.currency_code,
              {
                [REFUND_KEY]: key,
                reason: input.reason,
                order_id: order.id,
                payment_id: part.payment_id,
              },
            )
          : null,
      }
    })
    const plan: RefundPlan = {
      ...base,
      currency_code: order.currency_code,
      key,
      parts,
      stripe_only: null,
    }
    return new StepResponse(plan)
  },
)
