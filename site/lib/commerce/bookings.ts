import type { HttpTypes } from "@medusajs/types"
import type { Locale } from "../../i18n"
import { client } from "./sdk"

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
  const { slots } = await client.fetch<{ slots: Slot[] }>(
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
  return client.fetch<{ cart: HttpTypes.StoreCart }>(
    `/store/carts/${encodeURIComponent(cartId)}/bookings`,
    { method: "POST", body, headers: localeHeaders(locale) },
  )
}

/** A new cart in a region for the buyer's e-mail. */
export async function createBookingCart(regionId: string, email: string) {
  return client.fetch<{ cart: HttpTypes.StoreCart }>("/store/carts", {
    method: "POST",
    body: { region_id: regionId, email },
  })
}

/** Chooses "pay later" (Medusa's system payment provider) for a cart. */
export async function choosePayLater(cart: HttpTypes.StoreCart) {
  const collectionId =
    cart.payment_collection?.id ??
    (
      await client.fetch<{ payment_collection: { id: string } }>("/store/payment-collections", {
        method: "POST",
        body: { cart_id: cart.id },
      })
    ).payment_collection.id
  return client.fetch<{ payment_collection: HttpTypes.StorePaymentCollection }>(
    `/store/payment-collections/${encodeURIComponent(collectionId)}/payment-sessions`,
    { method: "POST", body: { provider_id: "pp_system_default" } },
  )
}

/** Places the order of a cart of bookings. */
export async function completeBookingCart(locale: Locale, cartId: string) {
  return client.fetch<{ order: HttpTypes.StoreOrder; order_token: string }>(
    `/store/carts/${encodeURIComponent(cartId)}/complete-booking`,
    { method: "POST", headers: localeHeaders(locale) },
  )
}
