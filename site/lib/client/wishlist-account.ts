import { $wishlist, $wishlistAccount, isHandle, toggleWish } from "../../stores/wishlist"
import { ApiError } from "./errors"
import { storeFetch, type StoreLocale } from "./medusa"

/**
 * The wishlist follows a signed-in traveller into their account (spec: the
 * wishlist works without an account and follows the traveller when they log
 * in): the browser's list is merged into the account once per sign-in on a
 * device, and each heart's change is sent while signed in.
 */

type Change = { add?: string[]; remove?: string[] }

const pageLocale = (): StoreLocale => (document.documentElement.lang === "en" ? "en" : "es")

async function change(body: Change, locale: StoreLocale): Promise<string[] | null> {
  try {
    const { handles } = await storeFetch<{ handles: string[] }>("/store/customers/me/wishlist", {
      method: "POST",
      locale,
      body,
    })
    return handles.filter(isHandle)
  } catch (error) {
    // The session ended elsewhere: the list stays in the browser, as for a visitor.
    if (error instanceof ApiError && error.status === 401) $wishlistAccount.set(null)
    return null
  }
}

/**
 * The account's requests go one after another, and only the answer to the
 * last one sent is kept: a refresh that left before a heart was toggled must
 * not bring back what the traveller just removed. While a request waits
 * behind an answer, a newer list is on its way.
 */
let queue: Promise<unknown> = Promise.resolve()
let waiting = 0

async function send(
  body: Change,
  locale: StoreLocale,
): Promise<{ handles: string[] | null; latest: boolean }> {
  waiting++
  const run = queue.then(() => change(body, locale))
  queue = run
  const handles = await run.finally(() => waiting--)
  return { handles, latest: waiting === 0 }
}

/** After a session is seen: merges the browser's list into the account (once per sign-in here) and keeps the result. */
export async function mergeWishlist(customerId: string, locale: StoreLocale = pageLocale()) {
  if ($wishlistAccount.get() === customerId) return
  const { handles, latest } = await send({ add: $wishlist.get() }, locale)
  if (!handles) return
  $wishlistAccount.set(customerId)
  if (latest) $wishlist.set(handles)
}

/** Picks up changes made on other devices (the wishlist page asks when signed in). */
export async function refreshWishlist(locale: StoreLocale = pageLocale()) {
  if (!$wishlistAccount.get()) return
  const { handles, latest } = await send({}, locale)
  if (handles && latest && $wishlistAccount.get()) $wishlist.set(handles)
}

/** Keeps or drops an experience here and, when signed in, in the account. */
export function toggleWishEverywhere(handle: string, locale: StoreLocale = pageLocale()) {
  const kept = $wishlist.get().includes(handle)
  toggleWish(handle)
  if (!$wishlistAccount.get() || !isHandle(handle)) return
  void send(kept ? { remove: [handle] } : { add: [handle] }, locale).then(({ handles, latest }) => {
    // The account's list once every change here has reached it (and what other devices added).
    if (handles && latest && $wishlistAccount.get()) $wishlist.set(handles)
  })
}

/** Sign-out: the list belonged to the account, so a shared device does not keep it. */
export function forgetWishlist() {
  if (!$wishlistAccount.get()) return
  $wishlistAccount.set(null)
  $wishlist.set([])
}
