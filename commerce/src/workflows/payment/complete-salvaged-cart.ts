import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  completeBookingCartWorkflow,
  type CompleteBookingCartInput,
} from "../complete-booking-cart"

/**
 * The second completion of a paid cart, after its lost lines were salvaged.
 * Its own workflow so that its nested runs (Medusa's completeCartWorkflow,
 * which keeps its transactions) get ids of their own, apart from the first
 * completion's in the same settlement.
 */
export const completeSalvagedCartWorkflow = createWorkflow(
  "complete-salvaged-card-cart",
  (input: CompleteBookingCartInput) => {
    return new WorkflowResponse(completeBookingCartWorkflow.runAsStep({ input }))
  },
)
