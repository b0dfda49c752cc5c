import type { Locale } from "../../i18n"
import { client } from "./sdk"

/**
 * A booking's voucher as `GET /store/vouchers/:token` returns it (the
 * commerce VoucherSchema in notification-smtp/types.ts, plus the booking's
 * status and its QR code as SVG). Text is already in the requested language;
 * `starts_at` and `valid_until` are instants to show in `timezone`.
 */
export type Voucher = {
  reference: string
  status: "confirmed" | "cancelled"
  experience: string
  option: string
  /** The extras booked with it, named as its order's lines name them. */
  extras?: string[]
  local_date: string
  start_time: string
  end_time: string | null
  timezone: string
  starts_at: string
  /** The start as the API writes it (its one formatter, in the experience's zone, zone named). */
  starts_text?: string
  duration_minutes: number
  minimum_age: number
  travellers: { band: string; count: number }[]
  meeting_point: { name: string; address: string } | null
  pickup: { name: string; address: string; time: string } | null
  what_to_bring: string[]
  cancellation: { type: string; text: string; deadline: string | null }
  operator: { name: string; phone: string | null; email: string | null }
  valid_until: string | null
  qr_svg: string
  /** Its order has taken no money yet (pay later): the page says "reserved, not yet paid". */
  unpaid?: boolean
}

/** The voucher a signed e-mail link names, or null when the API does not know the token. */
export async function retrieveVoucher(locale: Locale, token: string) {
  try {
    const { voucher } = await client.fetch<{ voucher: Voucher }>(
      `/store/vouchers/${encodeURIComponent(token)}`,
      {
        headers: { "x-medusa-locale": locale },
      },
    )
    return voucher
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null
    throw error
  }
}
