import { ApiError } from "./errors"
import { PLACED_ORDERS_COOKIE, withPlacedOrder } from "./ids"
import { segment, storeFetch, type StoreLocale } from "./medusa"
import type { LeadGuest } from "./lead-guest"
import { $cartId, clearCart, type StoreCart } from "../../stores/cart"

/** Medusa's system payment provider: reserve now, pay later. */
export const PAY_LATER_PROVIDER = "pp_system_default"

/** The placed order as complete-booking returns it. */
export type PlacedOrder = {
  id: string
  display_id: number
  email: string
  total: number
  currency_code: string
}

/**
 * Remembers in a cookie that this browser placed the order, with its signed
 * token: /checkout/success shows an order only with it, also after a reload.
 */
export function rememberPlacedOrder(order: { id: string; token: string }) {
  const current = document.cookie
    .split("; ")
    .find((c) => c.startsWith(`${PLACED_ORDERS_COOKIE}=`))
    ?.slice(PLACED_ORDERS_COOKIE.length + 1)
  const secure = location.protocol === "https:" ? "; Secure" : ""
  document.cookie = `${PLACED_ORDERS_COOKIE}=${withPlacedOrder(current, order)}; Path=/; Max-Age=${60 * 60 * 24 * 90}; SameSite=Lax${secure}`
}

/**
 * Places the order with pay later: the lead guest's details as typed now
 * (every try writes them again, so a corrected e-mail is what the order
 * gets), the pay-later session, checkout (which refuses a cart that needs a
 * check and extends the holds), then complete-booking (idempotent: a retry
 * after a lost answer returns the same order).
 */
export async function placeOrderPayLater(
  locale: StoreLocale,
  guest: LeadGuest,
): Promise<PlacedOrder> {
  const cartId = $cartId.get()
  if (!cartId) throw new ApiError(409, { code: "cart_empty" })
  const path = `/store/carts/${segment(cartId)}`
  const { cart } = await storeFetch<{
    cart: StoreCart & { payment_collection?: { id: string } | null }
  }>(path, {
    method: "POST",
    locale,
    body: {
      email: guest.email.trim(),
      billing_address: {
        first_name: guest.firstName.trim(),
        last_name: guest.lastName.trim(),
        phone: `${guest.countryCode}${guest.phoneNumber.replace(/[^\d]/g, "")}`,
      },
      metadata: { lead_guest: { ...guest, email: guest.email.trim() } },
    },
    query: { fields: "id,payment_collection.id" },
  })
  const collectionId =
    cart.payment_collection?.id ??
    (
      await storeFetch<{ payment_collection: { id: string } }>("/store/payment-collections", {
        method: "POST",
        locale,
        body: { cart_id: cartId },
      })
    ).payment_collection.id
  await storeFetch(`/store/payment-collections/${segment(collectionId)}/payment-sessions`, {
    method: "POST",
    locale,
    body: { provider_id: PAY_LATER_PROVIDER },
  })
  await storeFetch(`${path}/checkout`, { method: "POST", locale })
  const { order, order_token } = await storeFetch<{ order: PlacedOrder; order_token: string }>(
    `${path}/complete-booking`,
    { method: "POST", locale },
  )
  rememberPlacedOrder({ id: order.id, token: order_token })
  clearCart()
  return order
}

/**
 * The order this browser's cart became meanwhile (another tab paid it by
 * card, or placed it), for a checkout refused with `cart_completed`:
 * complete-booking is idempotent and answers a completed cart with its order
 * and token, and places nothing (a completed cart cannot complete again), so
 * the traveller is shown the booking that stands instead of a cart that is
 * gone. Null when there is no cart or it has no order.
 */
export async function orderPlacedMeanwhile(locale: StoreLocale): Promise<PlacedOrder | null> {
  const cartId = $cartId.get()
  if (!cartId) return null
  try {
    const { order, order_token } = await storeFetch<{ order: PlacedOrder; order_token: string }>(
      `/store/carts/${segment(cartId)}/complete-booking`,
      { method: "POST", locale },
    )
    rememberPlacedOrder({ id: order.id, token: order_token })
    clearCart()
    return order
  } catch {
    return null
  }
}
