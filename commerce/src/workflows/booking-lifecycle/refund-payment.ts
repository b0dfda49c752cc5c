import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  acquireLockStep,
  refundPaymentWorkflow,
  releaseLockStep,
} from "@medusajs/medusa/core-flows"
import { orderLock } from "./order-lock"
import { refundLinkAtStripeStep } from "./steps/refund-link-at-stripe"

export type RefundOrderPaymentInput = {
  order_id: string
  payment_id: string
  amount?: number | null
  refund_reason_id?: string | null
  note?: string | null
  created_by?: string
}

/**
 * A refund that leaves the bookings as they are (the "goodwill" reason, or
 * an order whose bookings are all cancelled already), under the order's
 * lock: Medusa records and makes it (the card provider at Stripe), and
 * money a payment link took is given back at Stripe as Medusa recorded.
 */
export const refundOrderPaymentWorkflow = createWorkflow(
  "lifecycle-refund-payment",
  (input: RefundOrderPaymentInput) => {
    acquireLockStep(transform({ input }, ({ input }) => orderLock(input.order_id)))
    refundPaymentWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({
        payment_id: input.payment_id,
        amount: input.amount ?? undefined,
        refund_reason_id: input.refund_reason_id ?? undefined,
        note: input.note ?? undefined,
        created_by: input.created_by,
      })),
    })
    const link = refundLinkAtStripeStep(
      transform({ input }, ({ input }) => ({ order_id: input.order_id })),
    )
    releaseLockStep(transform({ input }, ({ input }) => ({ key: orderLock(input.order_id).key })))
    return new WorkflowResponse(link)
  },
)
