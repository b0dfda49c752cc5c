import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { updateCartPromotionsWorkflow } from "@medusajs/medusa/core-flows"

// Minimum spend is measured on the cart before discounts (docs/payments.md,
// "Promotion policy"). Medusa evaluates a promotion's rules against the cart
// as it stands, and a cart's `item_total` already has the discounts it holds
// taken off: a code with a minimum that a discount brings the cart under
// (GRUPO20 after BIENVENIDA10, or GRUPO20 after itself) was dropped at the
// next refresh (a booking changed, an e-mail set), silently, after the
// traveller had been shown the lower total. The rules read the totals before
// discounts instead; every refresh of the cart's promotions runs this hook.
updateCartPromotionsWorkflow.hooks.setPromotionContext(({ cart }) => {
  const totals = cart as {
    original_item_total?: unknown
    original_total?: unknown
    original_item_subtotal?: unknown
  }
  return new StepResponse({
    ...(totals.original_item_total !== undefined ? { item_total: totals.original_item_total } : {}),
    ...(totals.original_total !== undefined ? { total: totals.original_total } : {}),
    ...(totals.original_item_subtotal !== undefined
      ? { subtotal: totals.original_item_subtotal }
      : {}),
  })
})
