import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { reconcileCardPaymentsStep } from "./steps/reconcile-card-payments"

/** Settles card payments a crash left undecided (run every minute by a job). */
export const reconcileCardPaymentsWorkflow = createWorkflow("reconcile-card-payments", () => {
  return new WorkflowResponse(reconcileCardPaymentsStep())
})
