import { groupBookings } from "./bookings"
import { ApiError } from "./errors"
import { isMedusaId } from "./ids"
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
import { $currency, type Currency } from "../../stores/currency"

/** sessionStorage key of the reason the checkout sent the traveller back to the cart (the API's message). */
export const CART_NOTICE_KEY = "sendero.cart-notice"

/** Cart fields every cart answer of ours asks for (the booking routes return the same). */
export const CART_FIELDS = [
  "id",
  "email",
  "currency_code",
  "region_id",
  "total",
  "subtotal",
  "item_total",
  "discount_total",
  "*promotions",
  "items.id",
  "items.product_title",
  "items.product_handle",
  "items.variant_title",
  "items.title",
  "items.thumbnail",
  "items.quantity",
  "items.unit_price",
  "items.total",
  "items.metadata",
].join(",")

/** A hold as the booking routes return it. */
export type Hold = { id: string; slot_id: string; seats: number; expires_at: string; status?: string }

/** What the picker asks for: a slot, travellers per band (or items), extras, a pickup point. */
export type BookingRequest = {
  slot_id: string
  travellers?: Partial<Record<"adult" | "child" | "infant", number>>
  items?: number
  extras?: { code: string; quantity?: number }[]
  pickup_point_id?: string | null
}

let regions: Promise<{ id: string; currency_code: string }[]> | null = null

/** The region that sells in a currency (one currency per region in Medusa), asked once per page. */
export async function regionFor(currency: Currency, locale: StoreLocale) {
  regions ??= storeFetch<{ regions: { id: string; currency_code: string }[] }>("/store/regions", {
    locale,
    query: { fields: "id,currency_code", limit: 50 },
  }).then((r) => r.regions)
  const found = (await regions.catch((e) => {
    regions = null
    throw e
  })).find((r) => r.currency_code === currency.toLowerCase())
  if (!found) throw new ApiError(0, { code: "no_region" })
  return found
}

/** Keeps the stores in step with a cart the API returned. */
function remember(cart: StoreCart) {
  $cart.set(cart)
  $cartCount.set(groupBookings(cart.items ?? []).length)
}

/** The open cart's id, creating a cart in the chosen currency's region when there is none. */
export async function ensureCart(locale: StoreLocale): Promise<string> {
  const id = $cartId.get()
  if (id && isMedusaId("cart", id)) return id
  const region = await regionFor($currency.get(), locale)
  const { cart } = await storeFetch<{ cart: StoreCart }>("/store/carts", {
    method: "POST",
    locale,
    body: { region_id: region.id },
    query: { fields: CART_FIELDS },
  })
  $cartId.set(cart.id)
  remember(cart)
  return cart.id
}

/** Whether an error means this cart can take no more changes (it is an order now, or gone). */
const cartIsOver = (error: unknown) =>
  error instanceof ApiError && (error.code === "cart_completed" || (error.status === 404 && error.code !== "no_options"))

/**
 * Holds seats and adds a booking to the traveller's cart (created when
 * needed; a cart that already became an order is replaced by a new one).
 */
export async function addBooking(locale: StoreLocale, request: BookingRequest, label: Omit<BookingLabel, "expiresAt">) {
  const add = async () => {
    const cartId = await ensureCart(locale)
    return storeFetch<{ cart: StoreCart; hold: Hold }>(`/store/carts/${segment(cartId)}/bookings`, {
      method: "POST",
      locale,
      body: request,
    })
  }
  let answer: { cart: StoreCart; hold: Hold }
  try {
    answer = await add()
  } catch (error) {
    if (!cartIsOver(error) || !$cartId.get()) throw error
    clearCart()
    answer = await add()
  }
  $bookingLabels.set({ ...$bookingLabels.get(), [answer.hold.id]: { ...label, expiresAt: answer.hold.expires_at } })
  remember(answer.cart)
  return answer
}

/** Reads the open cart; null (and the stores cleared) when there is none any more. */
export async function loadCart(locale: StoreLocale): Promise<StoreCart | null> {
  const id = $cartId.get()
  if (!id) {
    clearCart()
    return null
  }
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
export async function updateBooking(locale: StoreLocale, holdId: string, request: Omit<BookingRequest, "slot_id">) {
  const id = await ensureCart(locale)
  const answer = await storeFetch<{ cart: StoreCart; hold?: Hold }>(
    `/store/carts/${segment(id)}/bookings/${segment(holdId)}`,
    { method: "POST", locale, body: request },
  )
  const labels = $bookingLabels.get()
  const newId = answer.hold?.id ?? holdId
  if (labels[holdId]) {
    const { [holdId]: label, ...rest } = labels
    $bookingLabels.set({ ...rest, [newId]: { ...label, expiresAt: answer.hold?.expires_at ?? label.expiresAt } })
  }
  remember(answer.cart)
  return answer
}

/** Removes a booking and frees its seats. */
export async function removeBooking(locale: StoreLocale, holdId: string) {
  const id = await ensureCart(locale)
  const answer = await storeFetch<{ cart: StoreCart }>(`/store/carts/${segment(id)}/bookings/${segment(holdId)}`, {
    method: "DELETE",
    locale,
  })
  const { [holdId]: _gone, ...rest } = $bookingLabels.get()
  $bookingLabels.set(rest)
  remember(answer.cart)
  return answer.cart
}

/** A review of the cart: each booking available, unavailable or repriced, the banner and the new total. */
export type CartReview = {
  cart_id: string
  currency_code: string
  banner: "all_unavailable" | "some_unavailable" | "prices_updated" | "some_unavailable_and_prices_updated" | null
  needs_review: boolean
  new_total: number
  bookings: { hold_id: string; slot_id: string | null; state: "available" | "unavailable" | "price_changed"; line_ids: string[]; total: number; new_total: number }[]
}

export async function reviewCart(locale: StoreLocale) {
  const id = $cartId.get()
  if (!id) return null
  const { review } = await storeFetch<{ review: CartReview }>(`/store/carts/${segment(id)}/review`, { locale })
  return review
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
  remember(cart)
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
  remember(cart)
  return cart
}

/** Switches the currency; an open cart moves to that currency's region (its prices follow). */
export async function chooseCurrency(locale: StoreLocale, currency: Currency) {
  $currency.set(currency)
  const id = $cartId.get()
  if (!id) return
  const region = await regionFor(currency, locale)
  try {
    const { cart } = await storeFetch<{ cart: StoreCart }>(`/store/carts/${segment(id)}`, {
      method: "POST",
      locale,
      body: { region_id: region.id },
      query: { fields: CART_FIELDS },
    })
    remember(cart)
  } catch (error) {
    if (cartIsOver(error)) clearCart()
    else throw error
  }
}
