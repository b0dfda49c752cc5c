import { createWorkflow, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { planOrderRefundStep, type RefundOrderMoneyInput } from "./steps/plan-order-refund"
import { recordOrderRefundsStep } from "./steps/record-order-refunds"
import { refundAtStripeStep } from "./steps/refund-at-stripe"

export type { RefundOrderMoneyInput } from "./steps/plan-order-refund"
export type { OrderMoneyRefundedEvent } from "./steps/record-order-refunds"

/** Emitted once per refund that gave money back; mails and reports subscribe to it. */
export const ORDER_MONEY_REFUNDED = "order_money.refunded"

/**
 * The one way money goes back to a traveller. Given an order (or a paid
 * PaymentIntent Medusa holds no payment of), an amount and a reason, it
 * refunds across the order's payments in a fixed order (card first, then a
 * pay-later payment its link or the admin captured; never more than a
 * payment captured minus what was refunded of it), at Stripe first with
 * idempotency keys derived from the refund's key, then records each refund
 * in Medusa with the reason, the note and the key, and emits
 * `order_money.refunded`. A second run with the same key refunds nothing
 * more. It takes no lock: every caller runs it under the order's lock
 * (`order-lock.ts`) or, for a cart's orphan card payment, the cart's.
 *
 * Callers: the traveller's cancellation (`cancel-booking`), the operator's
 * cancel and refunds (`lifecycle-cancel-order`,
 * `lifecycle-refund-cancelling-bookings`, `lifecycle-refund-payment`), the
 * card settlement's release of money that bought nothing
 * (`release-card-money`) and a payment link paid after its order changed
 * (`settle-payment-link`).
 */
export const refundOrderMoneyWorkflow = createWorkflow(
  "refund-order-money",
  (input: RefundOrderMoneyInput) => {
    const plan = planOrderRefundStep(input)
    refundAtStripeStep(plan)
    const refunded = recordOrderRefundsStep(plan)
    when({ refunded }, ({ refunded }) => refunded.amount > 0).then(() => {
      emitEventStep({ eventName: ORDER_MONEY_REFUNDED, data: refunded })
    })
    return new WorkflowResponse(refunded)
  },
)
