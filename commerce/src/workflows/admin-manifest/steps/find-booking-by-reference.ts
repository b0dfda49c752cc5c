import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { BOOKING_MODULE } from "../../../modules/booking"
import type BookingModuleService from "../../../modules/booking/service"

/** `1A2B3C4D` from whatever was scanned or typed (`SND-1A2B3C4D`, `snd 1a2b 3c4d`, the 8 characters alone). */
export function normaliseReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, "")
  const match = /^(?:SND)?([0-9A-Z]{8})$/.exec(compact)
  return match ? match[1] : null
}

/** A scanned or typed voucher reference as the booking it names, with its slot's instant and zone. */
export type CheckInTarget = {
  booking_id: string
  order_id: string
  reference: string
  status: "confirmed" | "cancelled"
  checked_in_at: string | null
  local_date: string
  starts_at: string
  timezone: string
}

/** The booking of a voucher reference, or 404 `admin.manifest.booking_not_found` (an ambiguous one too). */
export const findBookingByReferenceStep = createStep(
  "admin-find-booking-by-reference",
  async (input: { reference: string }, { container }) => {
    const booking: BookingModuleService = container.resolve(BOOKING_MODULE)
    const suffix = normaliseReference(input.reference)
    const reference = suffix ? `SND-${suffix}` : input.reference.slice(0, 40)
    const [found, second] = suffix ? await booking.checkInFacts(suffix) : []
    if (!found || second) {
      throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.manifest.booking_not_found", {
        reference,
      })
    }
    const target: CheckInTarget = {
      booking_id: found.id,
      order_id: found.order_id,
      reference,
      status: found.status,
      checked_in_at: found.checked_in_at ? new Date(found.checked_in_at).toISOString() : null,
      local_date: found.local_date,
      starts_at: new Date(found.starts_at).toISOString(),
      timezone: found.timezone,
    }
    return new StepResponse(target)
  },
)
