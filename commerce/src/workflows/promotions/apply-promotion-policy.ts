import { PromotionActions } from "@medusajs/framework/utils"
import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import { CART_CHANGE_LOCK } from "../add-booking-to-cart"
import { judgeCartCodesStep } from "./steps/judge-cart-codes"
import { recordPromoRemovedStep } from "./steps/record-promo-removed"

export type ApplyPromotionPolicyInput = {
  cart_id: string
  /** The codes the cart held before a change that rewrote its lines; the cart's own codes when absent. */
  codes?: string[]
  /** Leave an earlier removal notice in place when this run removes nothing (a check before paying). */
  keep_previous?: boolean
}

/**
 * Puts a cart's promo codes under the promotion policy: the codes that
 * still apply are (re)applied, through Medusa's own promotion workflow so
 * the cart totals are the one computation everything else reads; the ones
 * that stopped applying are removed and noted in the cart's `promo_removed`.
 * Run after a booking change (nested: its parent holds the cart's lock) and
 * before paying (on its own: it takes the lock).
 */
export const applyPromotionPolicyWorkflow = createWorkflow(
  "apply-promotion-policy",
  (input: ApplyPromotionPolicyInput) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, ...CART_CHANGE_LOCK })
    const verdict = judgeCartCodesStep({ cart_id: input.cart_id, codes: input.codes })
    when(
      { input, verdict },
      ({ input, verdict }) => (input.codes?.length ?? 0) > 0 || verdict.removed.length > 0,
    ).then(() => {
      updateCartPromotionsWorkflow.runAsStep({
        input: transform({ input, verdict }, ({ input, verdict }) => ({
          cart_id: input.cart_id,
          promo_codes: verdict.kept,
          action: PromotionActions.REPLACE,
          force_refresh_payment_collection: true,
        })),
      })
    })
    recordPromoRemovedStep(
      transform({ input, verdict }, ({ input, verdict }) => ({
        cart_id: input.cart_id,
        removed: verdict.removed,
        keep_previous: input.keep_previous,
      })),
    )
    releaseLockStep(lockHeld)
    return new WorkflowResponse(verdict)
  },
)
