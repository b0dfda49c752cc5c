import type { BookingRequestInput } from "../../../lib/booking-request"
import type { Locale } from "../../../lib/i18n/messages"
import type { BookingRequest } from "../../../modules/booking/sql/holds"

/*
 * What a booking change is asked with and planned as: plan-change.ts makes the plan, the other
 * steps of change-booking carry it out.
 */

/** What the operator asks for: another slot of the same option and/or another party; what is left out stays. */
export type ChangeBookingInput = {
  booking_id: string
  slot_id?: string
  travellers?: BookingRequestInput["travellers"]
  items?: number
  extras?: { code: string; quantity?: number }[]
  pickup_point_id?: string | null
  /** The booking's `updated_at` the operator saw: a booking changed since is refused (409). */
  version?: string
  changed_by?: string
}

/** A line of the booking as it will be: an existing line updated, or a new one. */
export type PlannedLine = {
  /** The existing line of this variant, when there is one. */
  id: string | null
  variant_id: string
  quantity: number
  unit_price: number
  compare_at_unit_price: number | null
  metadata: Record<string, unknown>
  /** The discount on the line (major units), the booking's discount share kept. */
  discount: number
  /** For a new line: what Medusa's line needs besides the above. */
  create: Record<string, unknown> | null
}

export type ChangePlan = {
  order_id: string
  order_display_id: number
  email: string | null
  locale: Locale
  currency_code: string
  booking_id: string
  hold_id: string
  from: {
    slot_id: string
    seats: number
    request: BookingRequest
    starts_at: string
    timezone: string
  }
  to: BookingRequest & { slot_id: string; seats: number; starts_at: string; timezone: string }
  /** Seats to hold on the new slot before anything moves (all on another slot, the extra ones on the same). */
  hold_seats: number
  lines: PlannedLine[]
  /** Lines of the booking no longer sold (a band or extra dropped): quantity 0. */
  dropped: string[]
  /** A promotion's code the booking carried, its share of the booking kept. */
  discount: { code: string | null; promotion_id: string | null; share: number } | null
  /** Cents: what the booking is worth now, and will be. */
  old_worth: number
  new_worth: number
  /** Cents captured and not refunded on the order. */
  kept: number
  /** Cents the order's live bookings owed before the change (worth less kept; 0 when paid). */
  owed_before: number
  order_status: string
  order_version: number
}
