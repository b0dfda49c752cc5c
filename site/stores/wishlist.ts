import { persistentAtom, readJson } from "./persisted"

/** Most experiences a wishlist keeps: enough for any trip, small enough for localStorage. */
export const WISHLIST_MAX = 100

/** An experience handle as the catalogue writes it (kebab-case, at most 96 characters). */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const isHandle = (value: unknown): value is string =>
  typeof value === "string" && value.length <= 96 && HANDLE.test(value)

const isHandles = (value: unknown): value is string[] =>
  Array.isArray(value) && value.length <= WISHLIST_MAX && value.every(isHandle)

/**
 * The experiences the traveller keeps for later, newest first, by handle:
 * kept in the browser (localStorage) without an account; every tab follows.
 */
export const $wishlist = persistentAtom<string[]>(
  "sendero.wishlist",
  [],
  (raw) => readJson(raw, isHandles),
  (value) => (value.length ? JSON.stringify(value) : null),
)

/** Adds an experience (first in the list) or removes it; anything not a handle is ignored. */
export function toggleWish(handle: string) {
  if (!isHandle(handle)) return
  const list = $wishlist.get()
  $wishlist.set(
    list.includes(handle)
      ? list.filter((h) => h !== handle)
      : [handle, ...list].slice(0, WISHLIST_MAX),
  )
}

/**
 * The account this browser's wishlist is merged into (a customer id), or
 * null: set when a signed-in session is seen and the lists were merged,
 * cleared on sign-out. Lets pages without the account island send each
 * heart's change to the account without asking who is logged in first.
 */
export const $wishlistAccount = persistentAtom<string | null>(
  "sendero.wishlist.account",
  null,
  (raw) => (/^cus_[A-Za-z0-9]{1,60}$/.test(raw) ? raw : undefined),
  (value) => value,
)
