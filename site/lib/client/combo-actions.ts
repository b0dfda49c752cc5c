import { groupBookings } from "./bookings"
import { ApiError } from "./errors"
import { CART_FIELDS, ensureCart, type Hold } from "./cart-actions"
import { segment, storeFetch, type StoreLocale } from "./medusa"
import {
  $bookingLabels,
  $cart,
  $cartCount,
  $cartId,
  clearCart,
  type BookingLabel,
  type StoreCart,
} from "../../stores/cart"

/** What the combo picker asks for: a date and slot per part (in the combo's order) and the travellers. */
export type ComboRequest = {
  combo_id: string
  parts: { date: string; slot_id: string }[]
  travellers: { adult?: number; child?: number }
}

/** How the cart names each part's booking (the picker knows the titles and times). */
export type ComboPartLabel = Omit<BookingLabel, "expiresAt">

const cartIsOver = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === "cart_completed" || (error.status === 404 && error.code === "cart_not_found"))

/**
 * Holds every part of a combo in the traveller's cart, all or none (a cart
 * that became an order is replaced by a new one). A full part is an
 * ApiError `combo_part_full` whose message names the part; nothing is held.
 */
export async function addCombo(
  locale: StoreLocale,
  request: ComboRequest,
  labels: ComboPartLabel[],
) {
  const add = async () => {
    const cartId = await ensureCart(locale)
    return storeFetch<{ cart: StoreCart; combo: { holds: Hold[] } }>(
      `/store/carts/${segment(cartId)}/combos`,
      {
        method: "POST",
        locale,
        body: request,
      },
    )
  }
  let answer: Awaited<ReturnType<typeof add>>
  try {
    answer = await add()
  } catch (error) {
    if (!cartIsOver(error) || !$cartId.get()) throw error
    clearCart()
    answer = await add()
  }
  const named = Object.fromEntries(
    answer.combo.holds.map((hold, i) => [hold.id, { ...labels[i], expiresAt: hold.expires_at }]),
  )
  $bookingLabels.set({ ...$bookingLabels.get(), ...named })
  // The booking routes answer with fewer fields than the cart page reads: read it once more.
  const { cart } = await storeFetch<{ cart: StoreCart }>(
    `/store/carts/${segment(answer.cart.id)}`,
    {
      locale,
      query: { fields: CART_FIELDS },
    },
  ).catch(() => ({ cart: answer.cart }))
  $cart.set(cart)
  $cartCount.set(groupBookings(cart.items ?? []).length)
  return answer
}
