import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../lib/booking-error"
import { assertDateInWindow } from "../../../../../lib/date-window"
import { localDate, localTime } from "../../../../../lib/local-time"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"
import type { StoreListExperienceSlotsType } from "../../validators"
import { PRODUCT_STATUS_FIELDS } from "../../../../../lib/query-config/products"

/** Upcoming open slots of a published experience, with the seats left on each. */
export async function GET(
  req: MedusaRequest<unknown, StoreListExperienceSlotsType>,
  res: MedusaResponse,
) {
  if (req.validatedQuery.from) assertDateInWindow(req.validatedQuery.from)
  if (req.validatedQuery.to) assertDateInWindow(req.validatedQuery.to)
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data: products } = await query.graph({
    entity: "product",
    fields: PRODUCT_STATUS_FIELDS,
    filters: { handle: req.params.handle },
  })
  const product = products[0]
  if (!product || product.status !== "published") {
    throw new BookingError(MedusaError.Types.NOT_FOUND, "experience_unavailable")
  }
  const { from, to } = req.validatedQuery
  const now = new Date()
  const start = from ? new Date(`${from}T00:00:00Z`) : now
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const slots = await booking.listSlots(
    {
      product_id: product.id,
      status: "open",
      starts_at: {
        $gt: start < now ? now : start,
        ...(to ? { $lt: new Date(`${to}T23:59:59Z`) } : {}),
      },
    },
    { order: { starts_at: "ASC" }, take: req.validatedQuery.limit },
  )
  res.json({
    slots: slots.map((slot) => ({
      id: slot.id,
      option_code: slot.option_code,
      // From the instant, like every other answer (lib/local-time.ts).
      local_date: localDate(slot.starts_at, slot.timezone),
      start_time: localTime(slot.starts_at, slot.timezone),
      starts_at: slot.starts_at,
      ends_at: slot.ends_at,
      timezone: slot.timezone,
      capacity: slot.capacity,
      seats_left: Math.max(0, slot.capacity - slot.held - slot.booked),
    })),
  })
}
