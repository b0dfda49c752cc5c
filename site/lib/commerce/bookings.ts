import type { HttpTypes } from "@medusajs/types"
import type { Locale } from "../../i18n"
import { sdk } from "./sdk"

/** A slot as the store API returns it: times in UTC plus the experience's time zone. */
export type Slot = {
  id: string
  option_code: string
  starts_at: string
  ends_at: string
  timezone: string
  capacity: number
  seats_left: number
}

export type Travellers = { adult?: number; child?: number; infant?: number }

const localeHeaders = (locale: Locale) => ({ "x-medusa-locale": locale })

/** Upcoming open slots of an experience. */
export async function listSlots(locale: Locale, handle: string) {
  const { slots } = await sdk.client.fetch<{ slots: Slot[] }>(
    `/store/experiences/${encodeURIComponent(handle)}/slots`,
    { headers: localeHeaders(locale) },
  )
  return slots
}

/** Holds seats on a slot and adds the booking's lines to a cart. */
export async function addBooking(
  locale: Locale,
  cartId: string,
  body: { slot_id: string; travellers: Travellers },
) {
  return sdk.client.fetch<{ cart: HttpTypes.StoreCart }>(
    `/store/carts/${encodeURIComponent(cartId)}/bookings`,
    { method: "POST", body, headers: localeHeaders(locale) },
  )
}

/** Chooses "pay later" (Medusa's system payment provider) for a cart. */
export async function choosePayLater(cart: HttpTypes.StoreCart) {
  return sdk.store.payment.initiatePaymentSession(cart, { provider_id: "pp_system_default" })
}

/** Places the order of a cart of bookings. */
export async function completeBookingCart(locale: Locale, cartId: string) {
  return sdk.client.fetch<{ order: HttpTypes.StoreOrder }>(
    `/store/carts/${encodeURIComponent(cartId)}/complete-booking`,
    { method: "POST", headers: localeHeaders(locale) },
  )
}
