import {
  validateAndTransformBody,
  validateAndTransformQuery,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { readDeskQuery } from "../../../lib/admin/desk-list"
import { BOOKING_DESK_MODULE } from "../../../modules/booking-desk"
import type BookingDeskModuleService from "../../../modules/booking-desk/service"
import { paramShape } from "../admin-guards"
import {
  AdminDeskCancel,
  AdminListBookings,
  AdminMarkPaid,
  AdminResendVoucher,
  BOOKING_ID,
} from "./validators"

const bookingId = paramShape("id", BOOKING_ID, "desk.booking_not_found")

/**
 * Medusa's own order list searches `q` in its own columns, where a voucher
 * reference is not: a `q` that is one (`SND-…`) becomes the id of the
 * order of its booking (an unknown reference finds nothing), so the
 * orders page's search box finds an order by its booking's reference.
 */
async function orderByReference(
  req: MedusaRequest,
  _res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const query = req.query as Record<string, unknown>
  const { reference } = readDeskQuery(typeof query.q === "string" ? query.q : undefined)
  if (!reference) return next()
  const desk: BookingDeskModuleService = req.scope.resolve(BOOKING_DESK_MODULE)
  const { rows } = await desk.searchBookings({ reference, limit: 1, offset: 0 })
  const row = rows[0]
  delete query.q
  query.id = row?.order_id ?? "order_00000000000000000000000000"
  // Medusa's validator may have run first: its parsed filters follow the same rule.
  const parsed = (req as { filterableFields?: Record<string, unknown> }).filterableFields
  if (parsed) {
    delete parsed.q
    parsed.id = query.id
  }
  next()
}

export const adminDeskMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/admin/orders", middlewares: [orderByReference] },
  {
    method: ["GET"],
    matcher: "/admin/bookings",
    middlewares: [validateAndTransformQuery(AdminListBookings, {})],
  },
  { method: ["GET"], matcher: "/admin/bookings/:id", middlewares: [bookingId] },
  {
    method: ["POST"],
    matcher: "/admin/bookings/:id/cancel",
    middlewares: [bookingId, validateAndTransformBody(AdminDeskCancel)],
  },
  {
    method: ["POST"],
    matcher: "/admin/bookings/:id/resend-voucher",
    middlewares: [bookingId, validateAndTransformBody(AdminResendVoucher)],
  },
  {
    method: ["POST"],
    matcher: "/admin/bookings/:id/mark-paid",
    middlewares: [bookingId, validateAndTransformBody(AdminMarkPaid)],
  },
]
