import { format } from "../../i18n/format"
import { cardDataAttributes } from "./card-facts"
import type { IndexChunk, IndexEntry } from "./index-entry"
import type { CardFacts } from "./filters"

/**
 * The words a card drawn in the browser needs, written by the build into the
 * grid's `data-texts` (ExperienceGrid.astro) with `{placeholders}`.
 */
export type CardTexts = {
  /** BCP 47 tag for numbers and money. */
  intl: string
  /** The experience page's path with `{city}` and `{slug}`. */
  href: string
  duration: string
  minutes: string
  hours: string
  hoursMinutes: string
  rating: string
  boat: string
  perPerson: string
  perGroup: string
  wish: string
  /** Labels in the order the badge picks the first of, with their words. */
  labels: [string, string][]
}

/** An experience's duration as the build writes it (i18n formatDuration). */
export function durationText(texts: CardTexts, minutes: number) {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  const value =
    hours === 0
      ? format(texts.minutes, { minutes: rest })
      : rest === 0
        ? format(texts.hours, { hours })
        : format(texts.hoursMinutes, { hours, minutes: rest })
  return format(texts.duration, { duration: value })
}

const formatters = new Map<string, Intl.NumberFormat>()
const formatter = (key: string, make: () => Intl.NumberFormat) => {
  let f = formatters.get(key)
  if (!f) formatters.set(key, (f = make()))
  return f
}

const slot = (root: ParentNode, name: string) =>
  root.querySelector<HTMLElement>(`[data-slot="${name}"]`)

/**
 * Draws a card of the index from the page's card template (ExperienceCard in
 * template mode): the same markup as a prerendered card, filled with text
 * only (never HTML), with the filters' facts on the `<li>` as prerendered
 * cards carry them. `currency` is the visitor's, `date` a travel date the
 * card's link keeps.
 */
export function drawCard(
  template: HTMLTemplateElement,
  texts: CardTexts,
  chunk: IndexChunk,
  entry: IndexEntry,
  facts: CardFacts,
  options: { currency: string; defaultCurrency: string },
): HTMLElement {
  // Adopted into the page's document (a template's content lives in an inert one without a base URL).
  const item = document.importNode(template.content.firstElementChild!, true) as HTMLElement
  item.dataset.handle = entry.h
  for (const [name, value] of Object.entries(cardDataAttributes(facts))) {
    item.setAttribute(name, String(value))
  }

  const image = item.querySelector("img")
  const picture = entry.i === undefined ? undefined : chunk.images[entry.i]
  if (image && picture) {
    image.src = picture[0]
    if (picture[1]) image.srcset = picture[1]
    else image.removeAttribute("srcset")
    image.alt = entry.a ?? ""
    image.loading = "lazy"
  } else image?.remove()

  const heart = item.querySelector<HTMLButtonElement>("button[data-wish]")
  if (heart) {
    heart.dataset.wish = entry.h
    heart.setAttribute("aria-label", format(texts.wish, { title: entry.t }))
  }

  const label = texts.labels.find(([code]) => entry.lb?.includes(code))
  const badge = slot(item, "label")
  if (label && badge) slot(badge, "label-text")!.textContent = label[1]
  else badge?.remove()

  slot(item, "city")!.textContent = entry.cn
  const link = item.querySelector<HTMLAnchorElement>("[data-testid=experience-card-link]")!
  link.href = format(texts.href, { city: entry.c, slug: entry.s ?? entry.h })
  link.textContent = entry.t
  if (entry.tf) link.lang = "es"
  else link.removeAttribute("lang")

  const rating = item.querySelector<HTMLElement>("[data-testid=card-rating]")
  if (rating && entry.r) {
    const [average, count] = entry.r
    const shown = formatter(
      `1:${texts.intl}`,
      () => new Intl.NumberFormat(texts.intl, { maximumFractionDigits: 1 }),
    ).format(average)
    const filled = Math.round(average)
    rating.querySelector("[data-stars-on]")!.textContent = "★".repeat(filled)
    rating.querySelector("[data-stars-off]")!.textContent = "★".repeat(5 - filled)
    slot(rating, "average")!.textContent = shown
    slot(rating, "count")!.textContent = `(${count})`
    slot(rating, "rating-text")!.textContent = format(texts.rating, { average: shown, count })
  } else rating?.remove()

  slot(item, "duration")!.textContent = durationText(texts, entry.d)

  const boat = item.querySelector<HTMLElement>("[data-testid=card-boat]")
  if (boat && entry.b) boat.textContent = format(texts.boat, { boat: entry.b })
  else boat?.remove()

  const price = slot(item, "price")
  const amounts = entry.p
  if (price && amounts && amounts[options.defaultCurrency] !== undefined) {
    const formatted = Object.fromEntries(
      Object.entries(amounts).map(([code, value]) => [
        code,
        formatter(
          `${texts.intl}:${code}`,
          () => new Intl.NumberFormat(texts.intl, { style: "currency", currency: code }),
        ).format(value),
      ]),
    )
    const strong = price.querySelector<HTMLElement>("strong")!
    strong.textContent = formatted[options.currency] ?? formatted[options.defaultCurrency]!
    if (Object.keys(formatted).length > 1) strong.dataset.prices = JSON.stringify(formatted)
    else delete strong.dataset.prices
    slot(price, "per")!.textContent = entry.pi ? texts.perGroup : texts.perPerson
  } else price?.remove()

  return item
}
