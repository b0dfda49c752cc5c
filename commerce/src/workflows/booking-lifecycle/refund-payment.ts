import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { orderLock } from "./order-lock"
import type { RefundReason } from "../../lib/order-refund"
import { refundOrderMoneyWorkflow, type RefundOrderMoneyInput } from "./refund-order-money"
import { restateOrderLinesStep } from "./steps/restate-order-lines"

export type RefundOrderPaymentInput = {
  order_id: string
  payment_id: string
  amount?: number | null
  refund_reason_id?: string | null
  note?: string | null
  created_by?: string
  /** Why the bookings stay: goodwill (the default, e-mailed as such) or a booking change (its own e-mail says it). */
  reason?: Extract<RefundReason, "goodwill" | "booking_change">
}

/**
 * A refund that leaves the bookings as they are (the "goodwill" reason, or
 * an order whose bookings are all cancelled already), under the order's
 * lock, through the one refund workflow (`refund-order-money`): at Stripe
 * (the card's PaymentIntent, or the payment link's that paid the order),
 * then recorded in Medusa, and a goodwill refund is stated on Medusa's order
 * as a credit line (its summary shows nothing outstanding). More than the
 * payment keeps is refused (400).
 */
export const refundOrderPaymentWorkflow = createWorkflow(
  "lifecycle-refund-payment",
  (input: RefundOrderPaymentInput) => {
    const lockHeld = acquireLockStep(transform({ input }, ({ input }) => orderLock(input.order_id)))
    const refund = refundOrderMoneyWorkflow.runAsStep({
      input: transform({ input }, ({ input }): RefundOrderMoneyInput => ({
        order_id: input.order_id,
        payment_id: input.payment_id,
        amount: input.amount ?? null,
        reason: input.reason ?? "goodwill",
        refund_reason_id: input.refund_reason_id ?? null,
        note: input.note ?? null,
        created_by: input.created_by ?? null,
        strict: true,
      })),
    })
    // Goodwill is stated on Medusa's order as a credit line (a booking change's refund follows its lines).
    when({ input, refund }, ({ input, refund }) => {
      return (input.reason ?? "goodwill") === "goodwill" && refund.amount > 0
    }).then(() => {
      restateOrderLinesStep(
        transform({ input, refund }, ({ input, refund }) => ({
          order_id: input.order_id,
          credit: refund.amount,
          credit_key: refund.key,
          created_by: input.created_by ?? null,
        })),
      ).config({ name: "refund-payment-restate-goodwill" })
    })
    releaseLockStep(lockHeld)
    return new WorkflowResponse(refund)
  },
)
