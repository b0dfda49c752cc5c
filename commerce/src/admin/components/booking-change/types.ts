/* What the booking-change drawer reads and shows: the change's context, the slots, the quote. */

/** What `GET /admin/bookings/:id/change` answers: where the booking is and who travels. */
export type ChangeContext = {
  booking: {
    id: string
    status: string
    checked_in: boolean
    version: string
    slot_id: string
    local_date: string
    start_time: string
    timezone: string
    handle: string
    option_code: string
    pricing_type: "per_person" | "per_item"
    bands: string[]
    travellers: Record<string, number> | null
    seats: number
  }
}

export type Slot = {
  id: string
  option_code: string
  local_time: string
  capacity: number
  held: number
  booked: number
  status: string
}

/** The quote (`preview: true`) or the result of `POST /admin/bookings/:id/change`. */
export type Quote = {
  currency_code: string
  old_total: number
  new_total: number
  difference: number
  money: "payment_link" | "refund" | "none"
  refund: number
  discount_share: number
  payment_link?: { amount: number } | null
}

/** An amount in the admin's language. */
export const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount)
