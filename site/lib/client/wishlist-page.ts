import { $wishlist, isHandle } from "../../stores/wishlist"
import { refreshWishlist, toggleWishEverywhere } from "./wishlist-account"

/** One experience as /wishlist.json describes it. */
type WishCard = {
  title: string
  city: string
  url: string
  image: string | null
  price: string | null
}

/**
 * The /wishlist page: lists the kept experiences from the language's
 * /wishlist.json, newest first, each with a remove button; follows changes
 * made in other tabs. Text comes from the page's own `data-*` templates.
 */
export async function wishlistPage(root: HTMLElement) {
  const list = root.querySelector<HTMLUListElement>("[data-wishlist-items]")!
  const empty = root.querySelector<HTMLElement>("[data-wishlist-empty]")!
  const template = root.querySelector<HTMLTemplateElement>("template[data-wishlist-item]")!
  const removeLabel = root.dataset.removeLabel ?? "{title}"
  const response = await fetch(root.dataset.cards!)
  if (!response.ok) throw new Error(`Wishlist cards: ${response.status}`)
  const cards = (await response.json()) as Record<string, WishCard>

  const render = (handles: readonly string[]) => {
    const known = handles.filter((h) => isHandle(h) && cards[h])
    list.replaceChildren(
      ...known.map((handle) => {
        const card = cards[handle]
        const item = template.content.firstElementChild!.cloneNode(true) as HTMLElement
        const link = item.querySelector<HTMLAnchorElement>("[data-title]")!
        link.textContent = card.title
        link.href = card.url
        item.querySelector("[data-city]")!.textContent = card.city
        item.querySelector("[data-price]")!.textContent = card.price ?? ""
        const image = item.querySelector<HTMLImageElement>("img")!
        if (card.image) image.src = card.image
        else image.remove()
        const remove = item.querySelector<HTMLButtonElement>("[data-remove]")!
        remove.setAttribute("aria-label", removeLabel.replace("{title}", card.title))
        remove.addEventListener("click", () => toggleWishEverywhere(handle))
        item.dataset.handle = handle
        return item
      }),
    )
    empty.hidden = known.length > 0
    root.setAttribute("aria-busy", "false")
  }
  $wishlist.subscribe(render)
  // Signed in: what was kept on other devices shows here too.
  await refreshWishlist()
}
