import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { metadataBefore } from "../../../lib/metadata-restore"
import type { PromoRemoval } from "../../../lib/promo-policy"

type Input = { cart_id: string; removed: PromoRemoval[]; keep_previous?: boolean }

/**
 * Keeps the codes the policy took off a cart in its metadata
 * (`promo_removed`), so the cart and its check say so before paying. A
 * booking change states its own removals (none clears the notice);
 * `keep_previous` leaves an earlier notice when nothing new was removed.
 */
export const recordPromoRemovedStep = createStep(
  "record-promo-removed",
  async (input: Input, { container }) => {
    const carts = container.resolve(Modules.CART)
    const cart = await carts.retrieveCart(input.cart_id, { select: ["id", "metadata"] })
    const previous = cart.metadata?.promo_removed ?? []
    if (input.keep_previous && !input.removed.length) return new StepResponse(undefined)
    if (JSON.stringify(previous) === JSON.stringify(input.removed))
      return new StepResponse(undefined)
    await carts.updateCarts(input.cart_id, {
      metadata: { ...(cart.metadata ?? {}), promo_removed: input.removed },
    })
    return new StepResponse(undefined, { cart_id: input.cart_id, metadata: cart.metadata ?? {} })
  },
  async (before, { container }) => {
    if (!before) return
    await container.resolve(Modules.CART).updateCarts(before.cart_id, {
      metadata: metadataBefore(before.metadata, ["promo_removed"]),
    })
  },
)
