import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  reconcileCardPaymentsStep,
  type ReconcileCardPaymentsInput,
} from "./steps/reconcile-card-payments"

/** Settles card payments a crash left undecided (run every minute by a job, and at start). */
export const reconcileCardPaymentsWorkflow = createWorkflow(
  "reconcile-card-payments",
  (input: ReconcileCardPaymentsInput) => {
    return new WorkflowResponse(reconcileCardPaymentsStep(input))
  },
)
