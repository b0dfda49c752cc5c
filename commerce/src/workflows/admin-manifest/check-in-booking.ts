import { MedusaError } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../lib/booking-error"
import { BOOKING_MODULE } from "../../modules/booking"
import type BookingModuleService from "../../modules/booking/service"

const bookingOf = (container: { resolve: (key: string) => unknown }) =>
  container.resolve(BOOKING_MODULE) as BookingModuleService

/** `SND-1A2B3C4D` from whatever was scanned or typed (`snd 1a2b 3c4d`, the 8 characters alone). */
export function normaliseReference(text: string): string | null {
  const compact = text.toUpperCase().replace(/[\s-]/g, "")
  const match = /^(?:SND)?([0-9A-Z]{8})$/.exec(compact)
  return match ? match[1] : null
}

const when = (date: Date | string) => new Date(date).toISOString().replace("T", " ").slice(0, 16) + " UTC"

/** Marks the booking of a voucher reference as used, once; compensation undoes it. */
export const checkInBookingStep = createStep(
  "admin-check-in-booking",
  async (input: { reference: string }, { container }) => {
    const booking = bookingOf(container)
    const suffix = normaliseReference(input.reference)
    const reference = suffix ? `SND-${suffix}` : input.reference.slice(0, 40)
    const [found, second] = suffix ? await booking.bookingByReference(suffix) : []
    if (!found || second) {
      throw new BookingError(MedusaError.Types.NOT_FOUND, "admin.manifest.booking_not_found", { reference })
    }
    if (found.status !== "confirmed") {
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.booking_cancelled", { reference })
    }
    const checkedIn = await booking.checkInBooking(found.id)
    if (!checkedIn) {
      const [now] = await booking.bookingByReference(suffix!)
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.already_checked_in", {
        reference,
        checked_in_at: when(now?.checked_in_at ?? new Date()),
      })
    }
    return new StepResponse(
      { booking_id: found.id, reference, local_date: found.local_date, checked_in_at: new Date(checkedIn).toISOString() },
      found.id,
    )
  },
  async (bookingId, { container }) => {
    if (bookingId) await bookingOf(container).undoCheckIn(bookingId)
  },
)

/**
 * Check-in at the meeting point: the voucher's reference (scanned from its
 * QR code or typed) marks its booking as used. A second scan, even at the
 * same moment, is refused with when it was first checked in.
 */
export const checkInBookingWorkflow = createWorkflow("admin-check-in-booking", (input: { reference: string }) => {
  return new WorkflowResponse(checkInBookingStep(input))
})
