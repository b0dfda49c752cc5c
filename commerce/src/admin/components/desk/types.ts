/** A booking as the desk's list shows it (GET /admin/bookings). */
export type DeskListBooking = {
  id: string
  reference: string
  experience: string
  option: string
  local_date: string
  local_time: string
  timezone: string
  lead_guest: string
  email: string
  seats: number
  party: { band: string; label: string; count: number }[]
  party_text: string
  status: "live" | "checked_in" | "cancelled"
  payment: "unpaid" | "paid" | "partly_refunded" | "refunded" | "cancelled"
  order_id: string
  order_display_id: number
}

export type DeskList = { bookings: DeskListBooking[]; count: number; limit: number; offset: number }

/** One booking's page (GET /admin/bookings/:id). */
export type DeskBooking = {
  id: string
  reference: string
  status: DeskListBooking["status"]
  checked_in_at: string | null
  experience: { title: string; handle: string; product_id: string }
  option: string
  local_date: string
  start_time: string
  end_time: string | null
  timezone: string
  starts_text: string
  meeting_point: { name: string; address: string } | null
  pickup: { name: string; address: string; time: string } | null
  party: { band: string; label: string; count: number }[]
  party_text: string
  seats: number
  extras: string[]
  cancellation_policy: string
  lead_guest: { name: string; email: string; phone: string }
  voucher_url: string
  order: { id: string; display_id: number; locale: string }
  money: {
    state: DeskListBooking["payment"]
    currency_code: string
    captured: number
    refunded: number
    kept: number
    booking_paid: number
    policy_refund: number | null
    policy_allows: boolean
    payment_links: {
      id: string
      amount: number
      state: "open" | "paid" | "expired" | "refunded"
      expires_at: string | null
      /** The expiry on the experience's wall clock, written by the server. */
      expires_text?: string | null
    }[]
  }
  history: {
    at: string
    at_local: string
    action: string
    actor: string | null
    data: Record<string, any> | null
  }[]
  actions: {
    cancel: boolean
    resend_voucher: boolean
    mark_paid: boolean
    check_in: boolean
    undo_check_in: boolean
  }
}

export const STATUS_COLOR = { live: "green", checked_in: "blue", cancelled: "red" } as const
export const PAYMENT_COLOR = {
  unpaid: "orange",
  paid: "green",
  partly_refunded: "blue",
  refunded: "grey",
  cancelled: "red",
} as const

/** An amount in the admin's language and the order's currency. */
export const formatMoney = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB", {
    style: "currency",
    currency: currency.toUpperCase(),
  }).format(amount)

/** A local date (YYYY-MM-DD) in the admin's language, one format per language. */
export const formatLocalDate = (date: string, locale: string) =>
  new Intl.DateTimeFormat(locale === "es" ? "es-ES" : "en-GB", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T12:00:00Z`))
