import {
  validateAndTransformBody,
  validateAndTransformQuery,
  type MiddlewareRoute,
} from "@medusajs/framework/http"
import { ENTITY_ID, HANDLE, paramShape } from "./admin-guards"
import {
  AdminCancelDeparture,
  AdminCreateSchedule,
  AdminCreateSlot,
  AdminDepartureQuery,
  AdminListExperienceSlots,
  AdminSetDateStatus,
  AdminUpdateSchedule,
} from "./experiences/validators"
import { AdminCheckIn, AdminManifestQuery, AdminUndoCheckIn } from "./manifest/validators"
import {
  AdminCancelPayLater,
  AdminPayLaterQuery,
  AdminSendPaymentLink,
} from "./pay-later/validators"
import { AdminUpdateSlot } from "./slots/validators"

const slotId = paramShape("id", ENTITY_ID("slot"), "slot_not_found")
const scheduleId = paramShape("id", ENTITY_ID("sch"), "admin.slots.schedule_not_found")
const orderId = paramShape("id", /^order_[0-9A-Z]{26}$/, "not_found")
const handle = paramShape("handle", HANDLE, "admin.slots.experience_not_found")

const productId = paramShape(
  "product_id",
  /^prod_[0-9A-Z]{26}$/,
  "admin.slots.experience_not_found",
)

export const adminBookingMiddlewares: MiddlewareRoute[] = [
  { method: ["GET"], matcher: "/admin/booking-facts/:product_id", middlewares: [productId] },
  { method: ["GET"], matcher: "/admin/slots/:id", middlewares: [slotId] },
  {
    method: ["POST"],
    matcher: "/admin/slots/:id",
    middlewares: [slotId, validateAndTransformBody(AdminUpdateSlot)],
  },
  {
    method: ["POST"],
    matcher: "/admin/schedules/:id",
    middlewares: [scheduleId, validateAndTransformBody(AdminUpdateSchedule)],
  },
  { method: ["DELETE"], matcher: "/admin/schedules/:id", middlewares: [scheduleId] },
  {
    method: ["POST"],
    matcher: "/admin/experiences/:handle/schedules",
    middlewares: [handle, validateAndTransformBody(AdminCreateSchedule)],
  },
  {
    method: ["GET"],
    matcher: "/admin/experiences/:handle/departures",
    middlewares: [handle, validateAndTransformQuery(AdminDepartureQuery, {})],
  },
  {
    method: ["POST"],
    matcher: "/admin/experiences/:handle/departures",
    middlewares: [handle, validateAndTransformBody(AdminCancelDeparture)],
  },
  {
    method: ["POST"],
    matcher: "/admin/experiences/:handle/closures",
    middlewares: [handle, validateAndTransformBody(AdminSetDateStatus)],
  },
  {
    method: ["GET"],
    matcher: "/admin/experiences/:handle/slots",
    middlewares: [handle, validateAndTransformQuery(AdminListExperienceSlots, {})],
  },
  {
    method: ["POST"],
    matcher: "/admin/experiences/:handle/slots",
    middlewares: [handle, validateAndTransformBody(AdminCreateSlot)],
  },
  {
    method: ["GET"],
    matcher: "/admin/manifest",
    middlewares: [validateAndTransformQuery(AdminManifestQuery, {})],
  },
  {
    method: ["GET"],
    matcher: "/admin/manifest/csv",
    middlewares: [validateAndTransformQuery(AdminManifestQuery, {})],
  },
  {
    method: ["POST"],
    matcher: "/admin/manifest/check-in",
    middlewares: [validateAndTransformBody(AdminCheckIn)],
  },
  {
    method: ["POST"],
    matcher: "/admin/manifest/check-in/undo",
    middlewares: [validateAndTransformBody(AdminUndoCheckIn)],
  },
  {
    method: ["GET"],
    matcher: "/admin/pay-later",
    middlewares: [validateAndTransformQuery(AdminPayLaterQuery, {})],
  },
  {
    method: ["POST"],
    matcher: "/admin/pay-later/:id/payment-link",
    middlewares: [orderId, validateAndTransformBody(AdminSendPaymentLink)],
  },
  {
    method: ["POST"],
    matcher: "/admin/pay-later/:id/cancel",
    middlewares: [orderId, validateAndTransformBody(AdminCancelPayLater)],
  },
]
