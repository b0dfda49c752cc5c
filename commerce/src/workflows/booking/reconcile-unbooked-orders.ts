import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findUnbookedOrdersStep } from "./steps/find-unbooked-orders"

/**
 * The orders a crash left without bookings (see `findUnbookedOrdersStep`);
 * the job hands each to `recoverOrderBookingsWorkflow`, one workflow (and one
 * cart lock) per order so one stuck cart never holds up the others.
 */
export const findUnbookedOrdersWorkflow = createWorkflow("find-unbooked-orders", () => {
  return new WorkflowResponse(findUnbookedOrdersStep())
})
