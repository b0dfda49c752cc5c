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

/** Ends the session (the cookie is cleared by the API). */
export async function signOut(locale: StoreLocale) {
  await storeFetch("/auth/session", { method: "DELETE", locale })
  forgetWishlist()
  $session.set(null)
}
