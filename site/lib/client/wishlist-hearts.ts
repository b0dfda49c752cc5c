import { $wishlist } from "../../stores/wishlist"
import { toggleWishEverywhere } from "./wishlist-account"

/**
 * Brings the page's hearts to life (`[data-wish]` buttons, rendered hidden by
 * WishButton.astro): each shows whether its experience is in the wishlist and
 * toggles it. Pages that load no script keep their hearts hidden; the
 * `data-wishlist` mark on <html> shows them once this runs.
 */
export function wishlistHearts(root: Document = document) {
  const sync = (list: readonly string[]) => {
    root.querySelectorAll<HTMLButtonElement>("button[data-wish]").forEach((button) => {
      button.setAttribute("aria-pressed", String(list.includes(button.dataset.wish ?? "")))
    })
  }
  root.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-wish]")
    if (!button) return
    event.preventDefault()
    toggleWishEverywhere(button.dataset.wish ?? "")
  })
  $wishlist.subscribe(sync)
  root.documentElement.dataset.wishlist = ""
}
