import type { Review } from "../commerce/reviews"
import { setButtonLoading } from "../ui/button"

/** Reviews each 'see more' adds. */
const PAGE_SIZE = 5

/**
 * 'See more' of an experience's reviews: loads the next page from the Store
 * API and appends copies of the prerendered review markup. The first click
 * reloads the list from the top (the prerendered reviews plus the next page),
 * so a review published after the build shows at once, in its place, and
 * none is shown twice. A failure shows
 * the localised message and keeps the button; the button goes when every
 * review is shown. Plain DOM: the experience page's JS budget belongs to the
 * booking island.
 */
export function moreReviews(
  section: HTMLElement,
  store: { baseUrl: string; publishableKey?: string },
) {
  const button = section.querySelector<HTMLButtonElement>("[data-reviews-more]")
  const list = section.querySelector<HTMLElement>("[data-review-list]")
  const template = section.querySelector<HTMLTemplateElement>("[data-review-template]")
  const error = section.querySelector<HTMLElement>("[data-reviews-error]")
  if (!button || !list || !template) return
  const data = section.dataset
  const intl = data.intlLocale
  let loaded = Number(data.loaded)
  let fresh = false

  const render = (review: Review) => {
    const item = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement
    const field = (name: string) => item.querySelector<HTMLElement>(`[data-field="${name}"]`)
    const set = (name: string, text: string | null) => {
      const el = field(name)
      if (!el) return
      if (text) el.textContent = text
      else el.remove()
    }
    item.querySelector("[data-stars-on]")!.textContent = "★".repeat(review.rating)
    item.querySelector("[data-stars-off]")!.textContent = "★".repeat(5 - review.rating)
    set("rating", (data.ratingTemplate ?? "").replace("{rating}", String(review.rating)))
    set("author", review.author_name)
    set(
      "country",
      review.author_country
        ? `· ${new Intl.DisplayNames([intl!], { type: "region" }).of(review.author_country)}`
        : null,
    )
    set(
      "travelled",
      review.travelled_on
        ? (data.travelledTemplate ?? "").replace(
            "{date}",
            new Intl.DateTimeFormat(intl, {
              month: "long",
              year: "numeric",
              timeZone: "UTC",
            }).format(new Date(review.travelled_on)),
          )
        : null,
    )
    set("title", review.title)
    set("body", review.body)
    if (!review.verified) field("verified")?.remove()
    if (review.reply) set("reply-text", review.reply)
    else field("reply")?.remove()
    const text = field("text")
    if (review.locale !== data.locale) text?.setAttribute("lang", review.locale)
    else text?.removeAttribute("lang")
    return item
  }

  button.addEventListener("click", async () => {
    setButtonLoading(button, true)
    try {
      const url = new URL(
        `/store/experiences/${encodeURIComponent(data.handle!)}/reviews`,
        store.baseUrl,
      )
      url.searchParams.set("limit", String(fresh ? PAGE_SIZE : loaded + PAGE_SIZE))
      url.searchParams.set("offset", String(fresh ? loaded : 0))
      const response = await fetch(url, {
        headers: store.publishableKey ? { "x-publishable-api-key": store.publishableKey } : {},
      })
      if (!response.ok) throw new Error(`reviews: HTTP ${response.status}`)
      const page = (await response.json()) as { reviews: Review[]; count: number }
      if (!Array.isArray(page.reviews)) throw new Error("reviews: unexpected response")
      const items = page.reviews.map(render)
      const shown = list.children.length
      if (fresh) list.append(...items)
      else list.replaceChildren(...items)
      const added = fresh ? items : items.slice(Math.min(shown, items.length))
      loaded = fresh ? loaded + page.reviews.length : page.reviews.length
      fresh = true
      if (error) error.hidden = true
      if (loaded >= page.count || page.reviews.length === 0) button.remove()
      else setButtonLoading(button, false)
      const first = added[0] ?? items[0]
      first?.setAttribute("tabindex", "-1")
      first?.focus()
    } catch {
      if (error) error.hidden = false
      setButtonLoading(button, false)
    }
  })
}
