import { rememberPlacedOrder } from "./checkout-actions"
import { ApiError } from "./errors"
import { isMedusaId } from "./ids"
import { segment, storeFetch, type StoreLocale } from "./medusa"
import type { LeadGuest } from "./lead-guest"
import { $cartId, clearCart } from "../../stores/cart"

/** Where this browser keeps the Checkout Session it was sent to, by cart: the way back (cancel) reads it. */
const SESSION_KEY = "sendero.card-session"

/** How a card payment ended, as `GET /store/carts/:id/card-payment` reports it. */
export type CardOutcome = {
  outcome: "success" | "partial" | "unsuccessful" | "pending" | "expired" | "ignored"
  cart_id: string | null
  order_id: string | null
  order_token: string | null
  reason?: string
}

/** The session the traveller left for, if it belongs to the current cart. */
export function pendingCardSession(): { cartId: string; sessionId: string } | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? "null") as {
      cartId?: unknown
      sessionId?: unknown
    } | null
    const cartId = $cartId.get()
    if (
      !raw ||
      raw.cartId !== cartId ||
      typeof raw.sessionId !== "string" ||
      !/^cs_[A-Za-z0-9_]+$/.test(raw.sessionId)
    )
      return null
    return { cartId: cartId as string, sessionId: raw.sessionId }
  } catch {
    return null
  }
}

/**
 * The cart this tab left for a Checkout Session with, by the session's id:
 * the way back still knows its cart when the browser has moved on to another
 * cart or none (an order placed meanwhile in another tab forgets the cart).
 */
export function cardSessionCart(sessionId: string): string | null {
  try {
    const raw = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? "null") as {
      cartId?: unknown
      sessionId?: unknown
    } | null
    if (!raw || raw.sessionId !== sessionId || typeof raw.cartId !== "string") return null
    return isMedusaId("cart", raw.cartId) ? raw.cartId : null
  } catch {
    return null
  }
}

/**
 * Starts paying the cart by card: the lead guest's details as typed now, then
 * the card checkout (which checks the cart, keeps its holds for the payment
 * and creates the hosted page). Returns the URL of the provider's page.
 */
export async function startCardPayment(
  locale: StoreLocale,
  guest: LeadGuest,
  signal?: AbortSignal,
): Promise<string> {
  const cartId = $cartId.get()
  if (!cartId) throw new ApiError(409, { code: "cart_empty" })
  const path = `/store/carts/${segment(cartId)}`
  await storeFetch(path, {
    method: "POST",
    locale,
    signal,
    body: {
      email: guest.email.trim(),
      billing_address: {
        first_name: guest.firstName.trim(),
        last_name: guest.lastName.trim(),
        phone: `${guest.countryCode}${guest.phoneNumber.replace(/[^\d]/g, "")}`,
      },
      metadata: { lead_guest: { ...guest, email: guest.email.trim() } },
    },
    query: { fields: "id" },
  })
  const { card_payment } = await storeFetch<{
    card_payment: { url: string; checkout_session_id: string }
  }>(`${path}/card-payment`, { method: "POST", locale, signal, body: { locale } })
  try {
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ cartId, sessionId: card_payment.checkout_session_id }),
    )
  } catch {
    // Without it, a way back from the provider's page just shows the checkout again.
  }
  return card_payment.url
}

/**
 * Asks how the payment of a Checkout Session ended (the API settles it if the
 * webhook has not yet). A placed order is remembered with its token (the
 * success page shows it) and the cart is forgotten.
 */
export async function readCardOutcome(
  locale: StoreLocale,
  cartId: string,
  sessionId: string,
): Promise<CardOutcome> {
  const { card_payment } = await storeFetch<{ card_payment: CardOutcome }>(
    `/store/carts/${segment(cartId)}/card-payment`,
    {
      locale,
      query: { session_id: sessionId },
    },
  )
  if (card_payment.order_id && card_payment.order_token) {
    rememberPlacedOrder({ id: card_payment.order_id, token: card_payment.order_token })
    if ($cartId.get() === cartId) clearCart()
    try {
      sessionStorage.removeItem(SESSION_KEY)
    } catch {
      // Nothing kept to forget.
    }
  }
  return card_payment
}

/**
 * Asks how a payment link's Checkout Session ended (`GET /store/payment-links/:session_id`):
 * the link's return page needs no cart, so it works in any browser the e-mail is opened in.
 * A paid order is remembered with its token, so the success page shows it.
 */
export async function readLinkOutcome(
  locale: StoreLocale,
  sessionId: string,
): Promise<CardOutcome> {
  const { payment_link } = await storeFetch<{ payment_link: Omit<CardOutcome, "cart_id"> }>(
    `/store/payment-links/${segment(sessionId)}`,
    { locale },
  )
  if (payment_link.order_id && payment_link.order_token) {
    rememberPlacedOrder({ id: payment_link.order_id, token: payment_link.order_token })
  }
  return { ...payment_link, cart_id: null }
}
