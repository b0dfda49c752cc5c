import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderLifecycleWorkflow } from "../booking-lifecycle/cancel-order"

/**
 * A shop admin's "Cancel and release seats" from the pay-later follow-up:
 * the lifecycle's operator cancellation (every booking cancelled, seats back
 * at once, whatever was captured meanwhile, a paid link included, refunded
 * in full, the traveller told the amount). An order already cancelled is
 * refused and left alone.
 */
export const adminCancelPayLaterOrderWorkflow = createWorkflow(
  "admin-cancel-pay-later-order",
  (input: { order_id: string; canceled_by?: string }) => {
    const result = cancelOrderLifecycleWorkflow.runAsStep({
      input: {
        order_id: input.order_id,
        canceled_by: input.canceled_by,
        refusal: "admin.paylater.order_not_pay_later",
      },
    })
    return new WorkflowResponse(result)
  },
)
