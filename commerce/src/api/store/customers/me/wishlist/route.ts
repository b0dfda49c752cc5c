import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { WISHLIST_MODULE } from "../../../../../modules/wishlist"
import type WishlistModuleService from "../../../../../modules/wishlist/service"
import { changeWishlistWorkflow } from "../../../../../workflows/wishlist/change-wishlist"
import { wishlistHandles } from "../../../../../workflows/wishlist/steps/change-wishlist"
import type { StoreChangeWishlistType } from "./validators"

/** The signed-in traveller's wishlist: experience handles, newest first. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const service: WishlistModuleService = req.scope.resolve(WISHLIST_MODULE)
  res.json({ handles: await wishlistHandles(service, req.auth_context.actor_id) })
}

/**
 * Keeps and drops experiences (the browser sends each heart's change, and on
 * login the whole list it kept without an account); answers the list after.
 */
export async function POST(
  req: AuthenticatedMedusaRequest<StoreChangeWishlistType>,
  res: MedusaResponse,
) {
  const { add, remove } = req.validatedBody
  const { result } = await changeWishlistWorkflow(req.scope).run({
    input: { customer_id: req.auth_context.actor_id, add, remove },
  })
  res.json({ handles: result })
}
