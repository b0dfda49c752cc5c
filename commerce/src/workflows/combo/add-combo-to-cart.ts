import { CartWorkflowEvents } from "@medusajs/framework/utils"
import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { emitEventStep, refreshCartItemsWorkflow } from "@medusajs/medusa/core-flows"
import { acquireLockStep, releaseLockStep } from "../steps/acquire-lock"
import type { ComboRequest } from "../../lib/combo/request"
import { CART_CHANGE_LOCK } from "../add-booking-to-cart"
import { openCartForBookingStep } from "../steps/assert-cart-open"
import { addComboLinesStep } from "./steps/add-combo-lines"
import { holdComboStep } from "./steps/hold-combo"

export type AddComboToCartInput = ComboRequest & { cart_id: string }

/**
 * Adds a combo to a cart: the seats of every part are held in one
 * transaction (all or none), then one line per part and band joins the cart,
 * tagged with the combo and a group id shared by its parts. If writing the
 * lines fails, every part's hold is released. Runs under the cart's lock, on
 * an open cart only, like adding a single booking.
 */
export const addComboToCartWorkflow = createWorkflow(
  "add-combo-to-cart",
  (input: AddComboToCartInput) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, ...CART_CHANGE_LOCK })
    const cart = openCartForBookingStep({ cart_id: input.cart_id })
    const holdInput = transform({ input, cart }, ({ input, cart }) => ({
      combo_id: input.combo_id,
      parts: input.parts,
      travellers: input.travellers,
      cart_id: input.cart_id,
      currency_code: cart.currency_code,
    }))
    const held = holdComboStep(holdInput)
    const items = addComboLinesStep({ cart, parts: held.parts })
    when("refresh-combo-cart", { cart }, ({ cart }) => cart.needs_refresh).then(() => {
      refreshCartItemsWorkflow.runAsStep({ input: { cart_id: input.cart_id, items } })
    })
    emitEventStep({ eventName: CartWorkflowEvents.UPDATED, data: { id: input.cart_id } })
    releaseLockStep(lockHeld)
    const result = transform({ held }, ({ held }) => ({
      combo_id: held.combo_id,
      group: held.group,
      holds: held.holds,
    }))
    return new WorkflowResponse(result)
  },
)
