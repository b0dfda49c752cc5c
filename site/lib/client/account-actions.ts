import { $cartId } from "../../stores/cart"
import type { SessionCustomer } from "../../stores/session"
import { ApiError } from "./errors"
import { segment, storeFetch, type StoreLocale } from "./medusa"
import { loadSession } from "./session-actions"

// Who is logged in and signing out live in session-actions (the header's islands need only those,
// so every page does not ship the account pages' actions); re-exported for the account's islands.
export { knownSession, loadSession, signOut } from "./session-actions"

/**
 * The traveller's account from the browser. Logging in turns the auth token
 * Medusa answers with into its session cookie (`POST /auth/session`:
 * httpOnly, SameSite=Lax, Secure in production, on the site's own origin
 * through its proxy) and then forgets the token: nothing is kept in storage.
 */

/** The spec's minimum password length. */
export const MIN_PASSWORD_LENGTH = 8
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Which rule of the spec's account forms a value breaks, checked in the spec's order. */
export type FormProblem = "allFields" | "emailFormat" | "passwordLength" | "passwordMismatch"

/**
 * The first rule the fields break (every field filled, a valid e-mail, a new
 * password of 8 characters or more and its confirmation equal), or null. The
 * API checks the same rules and answers the same copy.
 */
export function formProblem(fields: {
  required: string[]
  email?: string
  password?: string
  confirmation?: string
}): FormProblem | null {
  if (fields.required.some((value) => !value.trim())) return "allFields"
  if (fields.email !== undefined && !EMAIL.test(fields.email.trim())) return "emailFormat"
  if (fields.password !== undefined && fields.password.length < MIN_PASSWORD_LENGTH)
    return "passwordLength"
  if (fields.confirmation !== undefined && fields.confirmation !== fields.password)
    return "passwordMismatch"
  return null
}

/** Turns an auth token into the session cookie. */
async function openSession(locale: StoreLocale, token: string) {
  await storeFetch("/auth/session", {
    method: "POST",
    locale,
    headers: { authorization: `Bearer ${token}` },
  })
}

/** Logs in with e-mail and password; a wrong pair answers the spec's one message for both cases. */
export async function logIn(
  locale: StoreLocale,
  email: string,
  password: string,
): Promise<SessionCustomer | null> {
  const { token } = await storeFetch<{ token: string }>("/auth/customer/emailpass", {
    method: "POST",
    locale,
    body: { email: email.trim(), password },
  })
  await openSession(locale, token)
  return loadSession(locale)
}

/** The sign-up form's fields. */
export type SignUp = {
  firstName: string
  lastName: string
  email: string
  password: string
  confirmation: string
}

/**
 * Registers the e-mail and password, creates the customer with the
 * registration token, then logs in (the registration token names no
 * customer yet, so it cannot be the session).
 */
export async function signUp(locale: StoreLocale, form: SignUp): Promise<SessionCustomer | null> {
  const email = form.email.trim()
  const { token } = await storeFetch<{ token: string }>("/auth/customer/emailpass/register", {
    method: "POST",
    locale,
    body: { email, password: form.password, password_confirmation: form.confirmation },
  })
  await storeFetch("/store/customers", {
    method: "POST",
    locale,
    headers: { authorization: `Bearer ${token}` },
    body: { email, first_name: form.firstName.trim(), last_name: form.lastName.trim() },
  })
  return logIn(locale, email, form.password)
}

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export async function requestPasswordReset(locale: StoreLocale, email: string) {
  await storeFetch("/auth/customer/emailpass/reset-password", {
    method: "POST",
    locale,
    body: { identifier: email.trim(), metadata: { locale } },
  })
}

/** The e-mail a reset token was issued for (its claims are readable; the API verifies the signature). */
export function resetTokenEmail(token: string): string | null {
  try {
    const payload = token.split(".")[1] ?? ""
    const json = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as {
      entity_id?: unknown
    }
    return typeof json.entity_id === "string" ? json.entity_id : null
  } catch {
    return null
  }
}

/** Sets a new password with the e-mailed token (single use, 15 minutes), then logs in with it. */
export async function resetPassword(
  locale: StoreLocale,
  token: string,
  password: string,
  confirmation: string,
) {
  const email = resetTokenEmail(token)
  if (!email) throw new ApiError(401, { code: "reset_token_invalid" })
  await storeFetch("/auth/customer/emailpass/update", {
    method: "POST",
    locale,
    headers: { authorization: `Bearer ${token}` },
    body: { password, password_confirmation: confirmation },
  })
  return logIn(locale, email, password)
}

/** A booking of one of the traveller's orders, as the account pages show it. */
export type AccountBooking = {
  booking_id: string
  status: string
  reference: string
  experience: string
  option: string
  starts_at: string
  /** The start as the API writes it (its one formatter, in the experience's zone, zone named). */
  starts_text: string
  start_time: string
  end_time: string | null
  timezone: string
  travellers: { band: string; count: number }[]
  cancellation: { type: string; text: string; deadline: string | null }
  link: string
  upcoming: boolean
}

/** One of the traveller's orders. */
export type AccountOrder = {
  id: string
  display_id: number
  created_at: string
  state: "confirmed" | "pending_payment" | "cancelled" | "refunded"
  total: number
  /** What was refunded, and what the shop keeps of what was paid (a cancellation penalty), in major units. */
  refunded?: number
  kept?: number
  currency_code: string
  bookings: AccountBooking[]
}

/** The logged-in traveller's orders, newest first (401 without a session). */
export async function listOrders(locale: StoreLocale) {
  return (await storeFetch<{ orders: AccountOrder[] }>("/store/customers/me/orders", { locale }))
    .orders
}

/** What cancelling a booking now would mean: the refund, or why it is refused. */
export type CancellationQuote = {
  booking_id: string
  status: string
  allowed: boolean
  reason: string | null
  message: string | null
  deadline: string | null
  penalty_percent: number | null
  refund: { amount: number; currency_code: string }
}

/** A booking to cancel: one of the customer's (by id) or a guest's voucher (by its signed token). */
export type CancelTarget = { bookingId: string } | { voucherToken: string }

const cancelPath = (target: CancelTarget) =>
  "bookingId" in target
    ? `/store/customers/me/bookings/${segment(target.bookingId)}`
    : `/store/vouchers/${segment(target.voucherToken)}`

/** The refund (or the refusal) cancelling now would bring, stated before the traveller confirms. */
export async function cancellationQuote(locale: StoreLocale, target: CancelTarget) {
  return (
    await storeFetch<{ cancellation: CancellationQuote }>(`${cancelPath(target)}/cancellation`, {
      locale,
    })
  ).cancellation
}

/** Cancels the booking within its policy (a second call changes nothing). */
export async function cancelBooking(locale: StoreLocale, target: CancelTarget) {
  return (
    await storeFetch<{
      cancellation: { status: string; refund: { amount: number; currency_code: string } | null }
    }>(`${cancelPath(target)}/cancel`, { method: "POST", locale })
  ).cancellation
}

/** Gives the open cart to the logged-in traveller, so the order lands in their account. */
export async function claimCart(locale: StoreLocale) {
  const cartId = $cartId.get()
  if (!cartId) return
  await storeFetch(`/store/carts/${segment(cartId)}/customer`, { method: "POST", locale })
}

/** Asks for the e-mailed link that adds orders placed as a guest with the account's e-mail. */
export async function requestGuestClaim(locale: StoreLocale) {
  await storeFetch("/store/customers/me/guest-orders", { method: "POST", locale, body: {} })
}

/** Adds the guest orders to the account with the e-mailed link's token; answers how many were added. */
export async function claimGuestOrders(locale: StoreLocale, token: string) {
  return (
    await storeFetch<{ claimed: number }>("/store/customers/me/guest-orders/claim", {
      method: "POST",
      locale,
      body: { token },
    })
  ).claimed
}
