import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { assertDateInWindow } from "../../../lib/date-window"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"
import type { StoreExperiencesAvailableOnType } from "./validators"
import { PRODUCT_STATUS_FIELDS } from "../../../lib/query-config/products"

/**
 * Which of a set of experiences have an open slot with a free seat on a
 * local date (each in its own time zone): search results and listings opened
 * with a date show only these. Unknown, paused or unpublished handles are
 * simply not available.
 */
export async function GET(
  req: MedusaRequest<unknown, StoreExperiencesAvailableOnType>,
  res: MedusaResponse,
) {
  const { date, handles } = req.validatedQuery
  assertDateInWindow(date)
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const experiences = await booking.listExperiences(
    { handle: handles, status: "active" },
    { take: null },
  )
  const productIds = experiences.map((e) => e.product_id)
  const [slots, products] = productIds.length
    ? await Promise.all([
        booking.listSlots(
          { product_id: productIds, local_date: date, status: "open" },
          { take: null },
        ),
        req.scope
          .resolve(ContainerRegistrationKeys.QUERY)
          .graph({ entity: "product", fields: PRODUCT_STATUS_FIELDS, filters: { id: productIds } })
          .then((r) => r.data as { id: string; status: string }[]),
      ])
    : [[], []]
  const published = new Set(products.filter((p) => p.status === "published").map((p) => p.id))
  const now = Date.now()
  const open = new Set(
    slots
      .filter((s) => s.capacity - s.held - s.booked > 0 && new Date(s.starts_at).getTime() > now)
      .map((s) => s.product_id),
  )
  res.json({
    date,
    available: experiences
      .filter((e) => published.has(e.product_id) && open.has(e.product_id))
      .map((e) => e.handle),
  })
}
