import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { cartLines } from "../../../lib/booking-lines"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { completeBookingCartWorkflow } from "../../../workflows/complete-booking-cart"
import { removeCartBookingWorkflow } from "../../../workflows/remove-cart-booking"
import { CART_ID } from "../../../workflows/steps/assert-cart-open"
import { bookingCart } from "./cart-response"
import { STORE_PLACED_ORDER_FIELDS } from "../../../lib/query-config/orders"
import { CART_ID_FIELDS } from "../../../lib/query-config/carts"

type Handler = (
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
) => Promise<unknown>
const guard =
  (handler: Handler) => (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    handler(req, res, next).catch(next)
  }

/** A cart id of Medusa's shape, else 404 before anything queries it. */
export const cartIdShape = guard(async (req, _res, next) => {
  if (!CART_ID.test(req.params.id))
    throw new BookingError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  next()
})

/**
 * Medusa's own `POST /store/carts/:id/complete` for a cart with bookings
 * runs the booking completion (holds become bookings, once) and answers in
 * Medusa's shape, so the standard SDK call works for bookings too. A cart
 * without bookings goes on to Medusa's workflow, whose validate hook still
 * refuses any booking line without a hold.
 */
export const completeCartWithBookings = guard(async (req, res, next) => {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [hold] = await booking.listHolds({ cart_id: req.params.id }, { take: 1 })
  if (!hold) return next()
  const { result } = await completeBookingCartWorkflow(req.scope).run({
    input: { cart_id: req.params.id },
  })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [...STORE_PLACED_ORDER_FIELDS, "items.*"],
    filters: { id: result.order_id },
  })
  res.status(200).json({ type: "order", order: data[0] })
})

/**
 * Medusa's own `DELETE /store/carts/:id/line-items/:line_id` on a booking line
 * removes the whole booking and gives its seats back (refused once the cart
 * is an order). An unknown cart is a 404, not Medusa's TypeError.
 */
export const deleteBookingLine = guard(async (req, res, next) => {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: CART_ID_FIELDS,
    filters: { id: req.params.id },
  })
  if (!data.length) throw new BookingError(MedusaError.Types.NOT_FOUND, "cart_not_found")
  const line = (await cartLines(req.scope, req.params.id)).find((l) => l.id === req.params.line_id)
  const holdId = line?.metadata?.hold_id
  if (typeof holdId !== "string") return next()
  await removeCartBookingWorkflow(req.scope).run({
    input: { cart_id: req.params.id, hold_id: holdId },
  })
  res.status(200).json({
    id: req.params.line_id,
    object: "line-item",
    deleted: true,
    parent: await bookingCart(req.scope, req.params.id),
  })
})

/**
 * Metadata keys only our own workflows write on a booking line: its hold, a
 * custom offer (whose lines keep the price the team agreed) and a combo
 * (whose parts are priced as a bundle).
 */
const WORKFLOW_LINE_KEYS = ["hold_id", "offer_request_id", "combo_id", "combo_group", "combo_part"]

/**
 * Medusa's own line-item and cart routes may not write any of those keys:
 * lines of a booking are written by the bookings, combo and offer workflows
 * only. Booking variants without a hold are refused by the workflows'
 * validate hooks.
 */
export const refuseHoldMetadata = guard(async (req, _res, next) => {
  const body = (req.body ?? {}) as { metadata?: unknown; items?: unknown }
  const namesHold = (value: unknown) =>
    !!value &&
    typeof value === "object" &&
    WORKFLOW_LINE_KEYS.some((key) => Object.hasOwn(value as object, key))
  const items = Array.isArray(body.items) ? body.items : []
  if (
    namesHold(body.metadata) ||
    items.some((i) => namesHold((i as { metadata?: unknown })?.metadata))
  ) {
    throw new BookingError(MedusaError.Types.NOT_ALLOWED, "book_through_bookings")
  }
  next()
})
