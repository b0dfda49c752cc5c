import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseEnv } from "../../../lib/env"
import { cartLines } from "../../../lib/booking-lines"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import { completeBookingCartWorkflow } from "../../../workflows/complete-booking-cart"
import { removeCartBookingWorkflow } from "../../../workflows/remove-cart-booking"
import { bookingCart } from "./cart-response"

/**
 * Medusa's own `POST /store/carts/:id/complete` for a cart with bookings
 * runs the booking completion (holds become bookings) and answers in
 * Medusa's shape, so the standard SDK call works for bookings too.
 */
export function completeCartWithBookings(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  completeWithBookings(req, res, next).catch(next)
}

async function completeWithBookings(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const [hold] = await booking.listHolds({ cart_id: req.params.id }, { take: 1 })
  if (!hold) return next()
  const { result } = await completeBookingCartWorkflow(req.scope).run({
    input: { cart_id: req.params.id, hold_minutes: parseEnv().BOOKING_HOLD_MINUTES },
  })
  const query = req.scope.resolve("query")
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "display_id", "email", "currency_code", "total", "items.*"],
    filters: { id: result.order_id },
  })
  res.status(200).json({ type: "order", order: data[0] })
}

/**
 * Medusa's own `DELETE /store/carts/:id/line-items/:line_id` on a booking line
 * removes the whole booking and gives its seats back.
 */
export function deleteBookingLine(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  deleteLine(req, res, next).catch(next)
}

async function deleteLine(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const line = (await cartLines(req.scope, req.params.id)).find((l) => l.id === req.params.line_id)
  const holdId = line?.metadata?.hold_id
  if (typeof holdId !== "string") return next()
  await removeCartBookingWorkflow(req.scope).run({ input: { cart_id: req.params.id, hold_id: holdId } })
  res.status(200).json({
    id: req.params.line_id,
    object: "line-item",
    deleted: true,
    parent: await bookingCart(req.scope, req.params.id),
  })
}
