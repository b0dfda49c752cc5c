import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { guardExpiringCardHoldsStep } from "./steps/guard-expiring-card-holds"

/** Runs before the hold sweeper: no seat of a cart being paid by card is released while Stripe may still charge. */
export const guardExpiringCardHoldsWorkflow = createWorkflow("guard-expiring-card-holds", () => {
  return new WorkflowResponse(guardExpiringCardHoldsStep())
})
