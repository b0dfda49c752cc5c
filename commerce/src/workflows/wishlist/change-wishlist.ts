import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { changeWishlistStep, type WishlistChange } from "./steps/change-wishlist"

/**
 * A signed-in traveller keeps or drops experiences; on login the browser's
 * list is merged in the same way, so the wishlist follows them across devices.
 */
export const changeWishlistWorkflow = createWorkflow("change-wishlist", (input: WishlistChange) => {
  return new WorkflowResponse(changeWishlistStep(input))
})
