import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { bookingLifecycleState } from "../../../../../lib/booking-lifecycle"
import { BookingError } from "../../../../../lib/booking-error"
import { readOrderMoney } from "../../../../../lib/order-money"
import { bookingReference } from "../../../../../lib/signed-token"
import { BOOKING_MODULE } from "../../../../../modules/booking"
import type BookingModuleService from "../../../../../modules/booking/service"

/**
 * An order's money state and each booking's lifecycle state, as the
 * lifecycle derives them (lib/order-money.ts, lib/booking-lifecycle.ts): what
 * the order page shows beside Medusa's own status.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const money = await readOrderMoney(req.scope, req.params.id)
  if (!money) throw new BookingError(MedusaError.Types.NOT_FOUND, "not_found")
  const booking: BookingModuleService = req.scope.resolve(BOOKING_MODULE)
  const rows = await booking.listBookings(
    { order_id: req.params.id },
    { relations: ["slot"], order: { created_at: "ASC" }, take: null },
  )
  res.json({
    lifecycle: {
      ...money,
      bookings: rows.map((row) => ({
        id: row.id,
        reference: bookingReference(row.id),
        seats: row.seats,
        starts_at: new Date(row.slot.starts_at).toISOString(),
        state: bookingLifecycleState(
          { status: row.status, checked_in_at: row.checked_in_at, starts_at: row.slot.starts_at },
          money,
        ),
      })),
    },
  })
}
