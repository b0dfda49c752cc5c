import { ApiError } from "./errors"
import { segment, storeFetch, type StoreLocale } from "./medusa"
import { $bookingLabels, $cartId, clearCart, type StoreCart } from "../../stores/cart"
import {
  CART_FIELDS,
  changed,
  ensureCart,
  followCurrency,
  remember,
  type BookingRequest,
  type Hold,
} from "./cart-actions"

/**
 * The cart page's and checkout's actions: read the cart, change or remove a
 * booking, the check, promo codes. Apart from cart-actions (creating the
 * cart, adding a booking, the currency), which every island page's header and
 * picker load: those pages do not ship these (issue 10, JS budget).
 */

/** Reads the open cart; null (and the stores cleared) when there is none any more. */
export async function loadCart(locale: StoreLocale): Promise<StoreCart | null> {
  const id = $cartId.get()
  if (!id) {
    clearCart()
    return null
  }
  // A currency chosen where no island runs moves the cart first: the cart is read as it then is.
  await followCurrency(locale).catch(() => {})
  try {
    const { cart } = await storeFetch<{ cart: StoreCart & { completed_at?: string | null } }>(
      `/store/carts/${segment(id)}`,
      { locale, query: { fields: `${CART_FIELDS},completed_at` } },
    )
    if (cart.completed_at) {
      clearCart()
      return null
    }
    remember(cart)
    return cart
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      clearCart()
      return null
    }
    throw error
  }
}

/** Changes the travellers of a booking: the hold grows or shrinks with it. */
export async function updateBooking(
  locale: StoreLocale,
  holdId: string,
  request: Omit<BookingRequest, "slot_id">,
) {
  const id = await ensureCart(locale)
  const answer = await storeFetch<{ cart: StoreCart; hold?: Hold }>(
    `/store/carts/${segment(id)}/bookings/${segment(holdId)}`,
    { method: "POST", locale, body: request },
  )
  const labels = $bookingLabels.get()
  const newId = answer.hold?.id ?? holdId
  if (labels[holdId]) {
    const { [holdId]: label, ...rest } = labels
    $bookingLabels.set({
      ...rest,
      [newId]: { ...label, expiresAt: answer.hold?.expires_at ?? label.expiresAt },
    })
  }
  changed(answer.cart)
  return answer
}

/** Removes a booking and frees its seats. */
export async function removeBooking(locale: StoreLocale, holdId: string) {
  const id = await ensureCart(locale)
  const answer = await storeFetch<{ cart: StoreCart }>(
    `/store/carts/${segment(id)}/bookings/${segment(holdId)}`,
    {
      method: "DELETE",
      locale,
    },
  )
  const { [holdId]: _gone, ...rest } = $bookingLabels.get()
  $bookingLabels.set(rest)
  changed(answer.cart)
  return answer.cart
}

/** The cart's check (`GET /store/carts/:id/check`): each booking available, unavailable or repriced, the banner and the new total. */
export type CartCheck = {
  cart_id: string
  currency_code: string
  banner:
    | "all_unavailable"
    | "some_unavailable"
    | "prices_updated"
    | "some_unavailable_and_prices_updated"
    | null
  needs_check: boolean
  new_total: number
  bookings: {
    hold_id: string
    slot_id: string | null
    state: "available" | "unavailable" | "price_changed"
    line_ids: string[]
    total: number
    new_total: number
  }[]
  /** Promo codes taken off the cart because they stopped applying, each with why in the page's language. */
  promo_removed?: { code: string; reason: string; message: string }[]
}

export async function checkCart(locale: StoreLocale) {
  const id = $cartId.get()
  if (!id) return null
  const { check } = await storeFetch<{ check: CartCheck }>(`/store/carts/${segment(id)}/check`, {
    locale,
  })
  return check
}

/** Applies a promo code; Medusa leaves a code it cannot apply out of the cart's promotions. */
export async function applyPromoCode(locale: StoreLocale, code: string) {
  const id = await ensureCart(locale)
  const { cart } = await storeFetch<{ cart: StoreCart }>(`/store/carts/${segment(id)}/promotions`, {
    method: "POST",
    locale,
    body: { promo_codes: [code] },
    query: { fields: CART_FIELDS },
  })
  changed(cart)
  return cart
}

/** Removes a promo code. */
export async function removePromoCode(locale: StoreLocale, code: string) {
  const id = await ensureCart(locale)
  const { cart } = await storeFetch<{ cart: StoreCart }>(`/store/carts/${segment(id)}/promotions`, {
    method: "DELETE",
    locale,
    body: { promo_codes: [code] },
    query: { fields: CART_FIELDS },
  })
  changed(cart)
  return cart
}
