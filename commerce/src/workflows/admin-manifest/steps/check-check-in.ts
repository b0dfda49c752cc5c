import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { BookingError } from "../../../lib/booking-error"
import { localDate } from "../../../lib/local-time"
import { readOrderMoney } from "../../../lib/order-money"
import type { CheckInTarget } from "./find-booking-by-reference"

export type CheckCheckInInput = {
  target: CheckInTarget
  /** The manifest's local date; the experience's today when absent. */
  date?: string
  /** The admin saw the unpaid warning and lets the booking in anyway. */
  confirm_unpaid?: boolean
}

/**
 * Whether a booking may be checked in, read under the order's lock: refused
 * when the booking or its order is cancelled or refunded, or when it is for
 * another date than the manifest's (each with its date and time in the
 * experience's zone); a repeat scan says when it was checked in; an unpaid
 * one (pay later, no capture yet) needs the admin's explicit confirmation.
 * Money from lib/order-money.ts: what Medusa recorded, not a provider's name.
 */
export const checkCheckInStep = createStep(
  "admin-check-check-in",
  async (input: CheckCheckInInput, { container }) => {
    const { target } = input
    const when = {
      reference: target.reference,
      starts_at: target.starts_at,
      timezone: target.timezone,
    }
    const money = await readOrderMoney(container, target.order_id)
    if (target.status !== "confirmed") {
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.booking_cancelled", when)
    }
    if (money?.state === "cancelled") {
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.order_cancelled", when)
    }
    if (money?.state === "refunded") {
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.booking_refunded", when)
    }
    const date = input.date ?? localDate(new Date(), target.timezone)
    if (target.local_date !== date) {
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.booking_other_date", {
        ...when,
        date,
      })
    }
    if (target.checked_in_at) {
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.already_checked_in", {
        ...when,
        checked_in_at: target.checked_in_at,
      })
    }
    const unpaid = !money || money.state === "unpaid"
    if (unpaid && !input.confirm_unpaid) {
      throw new BookingError(MedusaError.Types.CONFLICT, "admin.manifest.booking_unpaid", when)
    }
    return new StepResponse({ unpaid })
  },
)
