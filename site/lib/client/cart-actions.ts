import { groupBookings } from "./bookings"
import { announceCartChange } from "./cart-sync"
import { ApiError } from "./errors"
import { isMedusaId } from "./ids"
import { segment, storeFetch, type StoreLocale } from "./medusa"
import {
  $bookingLabels,
  $cart,
  $cartCount,
  $cartCurrency,
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
  "original_item_total",
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
export type Hold = {
  id: string
  slot_id: string
  seats: number
  expires_at: string
  status?: string
}

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
  const found = (
    await regions.catch((e) => {
      regions = null
      throw e
    })
  ).find((r) => r.currency_code === currency.toLowerCase())
  if (!found) throw new ApiError(0, { code: "no_region" })
  return found
}

/** Keeps the stores in step with a cart the API returned. */
export function remember(cart: StoreCart) {
  $cart.set(cart)
  $cartCount.set(groupBookings(cart.items ?? []).length)
  $cartCurrency.set(cart.currency_code.toUpperCase())
}

/** Keeps a cart this tab just changed, and tells the traveller's other tabs to read it again. */
export function changed(cart: StoreCart) {
  remember(cart)
  announceCartChange(cart.id)
}

/** The open cart's id when this browser has one. */
function openCartId() {
  const id = $cartId.get()
  return id && isMedusaId("cart", id) ? id : null
}

let creating: Promise<string> | null = null

/** The open cart's id, creating a cart in the chosen currency's region when there is none (one at a time). */
export function ensureCart(locale: StoreLocale): Promise<string> {
  const id = openCartId()
  if (id) return Promise.resolve(id)
  creating ??= createCart(locale).finally(() => (creating = null))
  return creating
}

async function createCart(locale: StoreLocale) {
  const currency = $currency.get()
  const region = await regionFor(currency, locale)
  const { cart } = await storeFetch<{ cart: StoreCart }>("/store/carts", {
    method: "POST",
    locale,
    body: { region_id: region.id },
    query: { fields: CART_FIELDS },
  })
  $cartId.set(cart.id)
  remember(cart)
  // The traveller switched the currency while the cart was being made: it follows.
  if ($currency.get() !== currency) void chooseCurrency(locale, $currency.get()).catch(() => {})
  return cart.id
}

/**
 * Makes the cart while the traveller is still choosing (a date, a time,
 * travellers), so their first add is one request, as every later one is.
 * A failure here is left to the add, which tries again.
 */
export function prepareCart(locale: StoreLocale) {
  if (!openCartId()) ensureCart(locale).catch(() => {})
}

/** Whether an error means this cart can take no more changes (it is an order now, or gone). */
export const cartIsOver = (error: unknown) =>
  error instanceof ApiError &&
  (error.code === "cart_completed" || (error.status === 404 && error.code !== "no_options"))

/**
 * Holds seats and adds a booking to the traveller's cart (created when
 * needed; a cart that already became an order is replaced by a new one).
 */
export async function addBooking(
  locale: StoreLocale,
  request: BookingRequest,
  label: Omit<BookingLabel, "expiresAt">,
) {
  const send = (cartId: string) =>
    storeFetch<{ cart: StoreCart; hold: Hold }>(`/store/carts/${segment(cartId)}/bookings`, {
      method: "POST",
      locale,
      body: request,
    })
  // With a cart at hand the request leaves within the click, before the page redraws the button.
  const add = () => {
    const id = openCartId()
    return id ? send(id) : ensureCart(locale).then(send)
  }
  let answer: { cart: StoreCart; hold: Hold }
  try {
    answer = await add()
  } catch (error) {
    if (!cartIsOver(error) || !$cartId.get()) throw error
    clearCart()
    answer = await add()
  }
  $bookingLabels.set({
    ...$bookingLabels.get(),
    [answer.hold.id]: { ...label, expiresAt: answer.hold.expires_at },
  })
  changed(answer.cart)
  return answer
}

let moving: Promise<void> | null = null

/**
 * Switches the currency; an open cart moves to that currency's region (its
 * prices follow). One move at a time: a switch made while a move is on its
 * way is sent after it, so quick switches leave the cart in the last one.
 */
export function chooseCurrency(locale: StoreLocale, currency: Currency): Promise<void> {
  $currency.set(currency)
  if (!$cartId.get()) return Promise.resolve()
  moving ??= moveCart(locale).finally(() => (moving = null))
  return moving
}

/**
 * Moves the open cart to the chosen currency's region when they differ: the
 * currency was switched on a page without islands (its header only stores
 * it), or in another tab. The header's cart island calls it once per page.
 */
export function followCurrency(locale: StoreLocale): Promise<void> {
  const cartCurrency = $cartCurrency.get()
  if (!openCartId() || !cartCurrency || cartCurrency === $currency.get()) return Promise.resolve()
  return chooseCurrency(locale, $currency.get())
}

async function moveCart(locale: StoreLocale) {
  for (
    let currency = $currency.get(), id = $cartId.get();
    id;
    currency = $currency.get(), id = $cartId.get()
  ) {
    const region = await regionFor(currency, locale)
    try {
      const { cart } = await storeFetch<{ cart: StoreCart }>(`/store/carts/${segment(id)}`, {
        method: "POST",
        locale,
        body: { region_id: region.id },
        query: { fields: CART_FIELDS },
      })
      changed(cart)
    } catch (error) {
      if (cartIsOver(error)) clearCart()
      else throw error
    }
    if ($currency.get() === currency) return
  }
}
