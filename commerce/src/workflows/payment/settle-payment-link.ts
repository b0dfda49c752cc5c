import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { settlementLockKey } from "../locks"
import { acquireSettlementLockStep } from "./steps/acquire-settlement-lock"
import { applyPaymentLinkStep } from "./steps/apply-payment-link"
import type { CheckoutSnapshot } from "./steps/read-checkout-session"
import { releaseSettlementLockStep } from "./steps/release-settlement-lock"

/**
 * A payment link's Checkout Session (a pay-later order's), under the order's
 * lock (the key every lifecycle transition of the order takes): applied to
 * the order, or refunded in full.
 */
export const settlePaymentLinkWorkflow = createWorkflow(
  "settle-payment-link",
  (snap: CheckoutSnapshot) => {
    const lock = acquireSettlementLockStep(
      transform({ snap }, ({ snap }) => ({ key: settlementLockKey(snap.order_id!) })),
    )
    const outcome = applyPaymentLinkStep(snap)
    releaseSettlementLockStep(lock)
    return new WorkflowResponse(outcome)
  },
)
