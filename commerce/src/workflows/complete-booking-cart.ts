import { Modules } from "@medusajs/framework/utils"
import { completeCartWorkflow, createRemoteLinkStep } from "@medusajs/medusa/core-flows"
import { COMPLETION_LOCK } from "./locks"
import { acquireLockStep, releaseLockStep } from "./steps/acquire-lock"
import {
  createWorkflow,
  transform,
  when,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { BOOKING_MODULE } from "../modules/booking"
import { assertCartOpenStep } from "./steps/assert-cart-open"
import { assertCartPaymentCurrentStep } from "./steps/assert-cart-payment-current"
import { checkBookingLinesStep } from "./steps/check-booking-lines"
import { convertCartHoldsStep } from "./steps/convert-cart-holds"
import { extendCartHoldsStep } from "./steps/extend-cart-holds"
import { findCartOrderStep } from "./steps/find-cart-order"
import { nameCartLinesStep } from "./steps/name-cart-lines"
import { validateCartCheckStep } from "./steps/validate-cart-check"

export type CompleteBookingCartInput = { cart_id: string }

/** Defined with every other lock in `locks.ts`. */
export { COMPLETION_LOCK }

/**
 * Places the order of a cart of bookings, once. It does what Medusa's docs
 * ask of a workflow wrapping `completeCartWorkflow` (which skips its own lock
 * when run as a step): it takes the cart's lock (the same key Medusa's cart
 * workflows use, held in PostgreSQL so it spans processes) and returns the
 * existing order if the cart already has one. Otherwise the cart must be
 * open, have an e-mail and pass its check; its holds are kept (or taken
 * again) for the payment; its booking lines must be exactly what its holds
 * hold; its lines are named in the cart's language (the order's lines keep
 * those names); the cart completes with Medusa's workflow and the holds become
 * bookings of the new order, re-checked in that same transaction. A failure
 * after the order step deletes the order and rolls the bookings back.
 */
export const completeBookingCartWorkflow = createWorkflow(
  "complete-booking-cart",
  (input: CompleteBookingCartInput) => {
    const lockHeld = acquireLockStep({ key: input.cart_id, ...COMPLETION_LOCK })
    const existing = findCartOrderStep({ cart_id: input.cart_id })
    const placed = when("place-order", { existing }, ({ existing }) => !existing).then(() => {
      assertCartOpenStep({ cart_id: input.cart_id, require_email: true })
      assertCartPaymentCurrentStep({ cart_id: input.cart_id })
      validateCartCheckStep({ cart_id: input.cart_id })
      extendCartHoldsStep({ cart_id: input.cart_id })
      const expected = checkBookingLinesStep({ cart_id: input.cart_id })
      nameCartLinesStep({ cart_id: input.cart_id })
      const order = completeCartWorkflow.runAsStep({ input: { id: input.cart_id } })
      const bookings = convertCartHoldsStep({
        cart_id: input.cart_id,
        order_id: order.id,
        expected,
      })
      const links = transform({ order, bookings }, ({ order, bookings }) =>
        bookings.map((b) => ({
          [Modules.ORDER]: { order_id: order.id },
          [BOOKING_MODULE]: { booking_id: b.id },
        })),
      )
      createRemoteLinkStep(links)
      return transform({ order, bookings }, ({ order, bookings }) => ({
        order_id: order.id as string,
        bookings,
      }))
    })
    releaseLockStep(lockHeld)
    const result = transform({ existing, placed }, ({ existing, placed }) => ({
      order_id: (placed?.order_id ?? existing!.order_id) as string,
      bookings: placed?.bookings ?? existing!.bookings,
      created: !!placed,
    }))
    return new WorkflowResponse(result)
  },
)
