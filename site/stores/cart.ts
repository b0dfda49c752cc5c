import { atom } from "nanostores"
import { isMedusaId } from "../lib/client/ids"
import { persistentAtom, readJson } from "./persisted"

/** The id of the traveller's open cart, kept across page loads (localStorage). */
export const $cartId = persistentAtom<string | null>(
  "sendero.cart",
  null,
  (raw) => (isMedusaId("cart", raw) ? raw : undefined),
  (value) => value,
)

/**
 * How many bookings the cart holds, kept with the id so the header shows the
 * count on every page without asking the API.
 */
export const $cartCount = persistentAtom<number>(
  "sendero.cart-count",
  0,
  (raw) => (/^\d{1,3}$/.test(raw) ? Number(raw) : undefined),
  (value) => (value > 0 ? String(value) : null),
)

/**
 * The currency of the open cart as the API last returned it: a page with
 * islands moves the cart to the chosen currency's region when they differ
 * (the currency was changed on a page without islands, or in another tab).
 */
export const $cartCurrency = persistentAtom<string | null>(
  "sendero.cart-currency",
  null,
  (raw) => (/^[A-Z]{3}$/.test(raw) ? raw : undefined),
  (value) => value,
)

/** What the traveller saw when adding a booking, by hold id: the cart shows it in the page's language. */
export type BookingLabel = {
  title: string
  url: string
  image: string | null
  option: string
  /** When the seats stop being held (ISO), from the add or change answer. */
  expiresAt: string | null
}

const isLabels = (value: unknown): value is Record<string, BookingLabel> =>
  !!value && typeof value === "object" && !Array.isArray(value)

/** Labels and hold expiry of the cart's bookings, by hold id. */
export const $bookingLabels = persistentAtom<Record<string, BookingLabel>>(
  "sendero.bookings",
  {},
  (raw) => readJson(raw, isLabels),
  (value) => (Object.keys(value).length ? JSON.stringify(value) : null),
)

/** The cart as last read from the API, while a page that shows it is open. */
export const $cart = atom<StoreCart | null>(null)

/** The cart fields the booking routes and the cart page read. */
export type StoreCart = {
  id: string
  email?: string | null
  currency_code: string
  region_id?: string | null
  total: number
  subtotal?: number
  item_total?: number
  /** The items before discounts: the cart's "Subtotal" line. */
  original_item_total?: number
  discount_total?: number
  promotions?: { code?: string | null }[] | null
  items?: {
    id: string
    product_title?: string | null
    product_handle?: string | null
    variant_title?: string | null
    title?: string | null
    thumbnail?: string | null
    quantity: number
    unit_price: number
    total?: number
    metadata?: Record<string, unknown> | null
  }[]
}

/** Forgets the cart (it became an order, or the API no longer knows it). */
export function clearCart() {
  $cartId.set(null)
  $cartCount.set(0)
  $cartCurrency.set(null)
  $bookingLabels.set({})
  $cart.set(null)
}
