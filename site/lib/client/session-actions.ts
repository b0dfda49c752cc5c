import { $session, type SessionCustomer } from "../../stores/session"
import { $wishlistAccount } from "../../stores/wishlist"
import { storeFetch, type StoreLocale } from "./medusa"
import { forgetWishlist, mergeWishlist } from "./wishlist-account"

/**
 * The session's two actions every island page needs (the header's account
 * entry): who is logged in, and signing out. The account pages' actions are
 * in account-actions, which re-exports these.
 */

/** Asks who is logged in and keeps the answer in the session store. */
export async function loadSession(locale: StoreLocale): Promise<SessionCustomer | null> {
  const { customer } = await storeFetch<{ customer: SessionCustomer | null }>("/store/session", {
    locale,
  })
  $session.set(customer)
  // The wishlist kept in this browser joins the account (once per sign-in here).
  if (customer) await mergeWishlist(customer.id, locale)
  else $wishlistAccount.set(null)
  return customer
}

let asking: Promise<SessionCustomer | null> | null = null

/**
 * Who is logged in as this page knows it: the session store's answer when an island has asked
 * already, else one request shared by every island that asks meanwhile. Pages that need an
 * account ask this before their own reads, so a visitor is sent to the login without a refused
 * request (a 401 the browser would log as an error).
 */
export function knownSession(locale: StoreLocale): Promise<SessionCustomer | null> {
  const known = $session.get()
  if (known !== undefined) return Promise.resolve(known)
  asking ??= loadSession(locale).finally(() => (asking = null))
  return asking
}

/** Ends the session (the cookie is cleared by the API). */
export async function signOut(locale: StoreLocale) {
  await storeFetch("/auth/session", { method: "DELETE", locale })
  forgetWishlist()
  $session.set(null)
}
