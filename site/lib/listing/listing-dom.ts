import { $currency } from "../../stores/currency"
import { showPrices } from "../ui/currency-script"
import { $wishlist } from "../../stores/wishlist"
import { openOn, travelDateOf } from "../client/availability"
import { cardFactsFromDataset } from "./card-facts"
import {
  applyFilters,
  EMPTY_FILTERS,
  filtersToQuery,
  hasFilters,
  LIST_KEYS,
  parseFilters,
  type CardFacts,
  type FilterState,
} from "./filters"
import { drawCard, type CardTexts } from "./index-cards"
import { readFilterForm, writeFilterForm } from "./filter-form"
import { loadListingIndex } from "./index-load"
import type { IndexChunk, IndexEntry } from "./index-entry"

type ListFilter = keyof typeof LIST_KEYS

/** A card of the listing: its facts, and its element once drawn (prerendered or from the index). */
type Card = CardFacts & {
  handle: string
  element?: HTMLElement
  entry?: { chunk: IndexChunk; entry: IndexEntry }
}

/**
 * Brings a prerendered listing to life in the browser: filters, sort,
 * applied-filter chips, 'reset all', 'load more experiences' and the
 * empty-result message. The state is read from and written to the URL query.
 * The HTML has the first page of cards; a longer listing names its listing
 * index (`data-index`, `data-scope`), fetched at once and cached for good, and
 * the cards past the first page are drawn from it when shown.
 */
export function listing(root: HTMLElement) {
  const grid = root.querySelector<HTMLElement>("[data-grid]")
  if (!grid) return
  const list = grid.querySelector<HTMLElement>("ul")!
  const pageSize = Number(grid.dataset.pageSize)
  const panel = root.querySelector<HTMLElement>("[data-filters]")
  const form = root.querySelector<HTMLFormElement>("[data-filter-form]")
  const sortSelect = root.querySelector<HTMLSelectElement>("[data-sort]")
  const chipsRow = root.querySelector<HTMLElement>("[data-chips-row]")
  const chips = root.querySelector<HTMLElement>("[data-chips]")
  const empty = root.querySelector<HTMLElement>("[data-filter-empty]")
  const count = root.querySelector<HTMLElement>("[data-testid=listing-count]")
  const moreRow = grid.querySelector<HTMLElement>("[data-load-more-row]")
  const moreButton = grid.querySelector<HTMLButtonElement>("[data-load-more]")
  const showing = grid.querySelector<HTMLElement>("[data-showing]")
  const template = grid.querySelector<HTMLTemplateElement>("template[data-card-template]")
  const defaultCurrency = grid.dataset.currency ?? "EUR"

  let cards: Card[] = [...list.querySelectorAll<HTMLElement>("[data-card]")].map((element) => ({
    element,
    handle: element.dataset.handle ?? "",
    ...cardFactsFromDataset(element.dataset),
  }))
  // The whole listing from the index: the prerendered cards keep their elements.
  const ready: Promise<boolean> =
    template && grid.dataset.index
      ? loadListingIndex(grid.dataset.index, grid.dataset.scope, defaultCurrency).then(
          (entries) => {
            const drawn = new Map(cards.map((card) => [card.handle, card.element]))
            cards = entries.map(({ chunk, entry, facts }) => ({
              ...facts,
              handle: entry.h,
              element: drawn.get(entry.h),
              entry: { chunk, entry },
            }))
            return true
          },
          () => false,
        )
      : Promise.resolve(true)
  const texts = grid.dataset.texts ? (JSON.parse(grid.dataset.texts) as CardTexts) : null

  let state: FilterState = parseFilters(new URLSearchParams(location.search))
  // A listing opened with `?date=` keeps only experiences with a free seat that
  // day (asked of commerce once) and its cards open the picker on that date.
  let date = travelDateOf(new URLSearchParams(location.search).get("date"))
  let openHandles: Set<string> | null = null
  let passed: Card[] = []
  let shown = pageSize

  /** The card's element, drawn from the index the first time it is shown. */
  function elementOf(card: Card): HTMLElement | null {
    if (!card.element && card.entry && template && texts) {
      card.element = drawCard(template, texts, card.entry.chunk, card.entry.entry, card, {
        currency: $currency.get(),
        defaultCurrency,
      })
      const heart = card.element.querySelector<HTMLElement>("button[data-wish]")
      heart?.setAttribute("aria-pressed", String($wishlist.get().includes(card.handle)))
      datedLinks(card.element)
    }
    return card.element ?? null
  }

  function render(reveal: number) {
    passed = applyFilters(cards, state).filter(
      (card) => !date || !openHandles || openHandles.has(card.handle),
    )
    shown = Math.min(reveal, passed.length)
    const elements = passed
      .slice(0, shown)
      .map(elementOf)
      .filter((element): element is HTMLElement => element !== null)
    // A card drawn before the visitor changed currency shows the new one again.
    const currency = $currency.get()
    for (const element of elements) showPrices(currency, element)
    list.replaceChildren(...elements)
    if (showing && moreButton) {
      showing.textContent = (moreButton.dataset.template ?? "")
        .replace("{shown}", String(shown))
        .replace("{total}", String(passed.length))
    }
    if (moreRow) moreRow.hidden = shown >= passed.length
    if (count?.dataset.template)
      count.textContent = count.dataset.template.replace("{count}", String(passed.length))
    if (empty) empty.hidden = passed.length > 0
    renderChips()
  }

  function renderChips() {
    if (!chips || !chipsRow || !panel) return
    chips.replaceChildren()
    const money = new Intl.NumberFormat(panel.dataset.intlLocale, {
      style: "currency",
      currency: panel.dataset.currency,
    })
    const add = (label: string, remove: (s: FilterState) => FilterState) => {
      const item = document.createElement("li")
      const button = document.createElement("button")
      button.type = "button"
      button.className =
        "rounded-full bg-sand-100 px-3 py-1 text-sm hover:bg-dune-700 hover:text-white"
      button.textContent = `${label} ×`
      button.setAttribute(
        "aria-label",
        (panel.dataset.removeLabel ?? "{label}").replace("{label}", label),
      )
      button.addEventListener("click", () => update(remove(state)))
      item.append(button)
      chips.append(item)
    }
    const labelOf = (name: string, value: string) =>
      form
        ?.querySelector(`input[name="${name}"][value="${CSS.escape(value)}"]`)
        ?.closest("label")
        ?.textContent?.replace(/★|\s+/g, " ")
        .trim() ?? value
    if (state.priceMin !== null) {
      add((panel.dataset.minChip ?? "").replace("{amount}", money.format(state.priceMin)), (s) => ({
        ...s,
        priceMin: null,
      }))
    }
    if (state.priceMax !== null) {
      add((panel.dataset.maxChip ?? "").replace("{amount}", money.format(state.priceMax)), (s) => ({
        ...s,
        priceMax: null,
      }))
    }
    if (state.rating !== null) add(labelOf("rating", state.rating), (s) => ({ ...s, rating: null }))
    for (const [field, key] of Object.entries(LIST_KEYS) as [ListFilter, string][]) {
      for (const value of state[field] as string[]) {
        // A value the listing does not offer matches nothing; its chip still lets it go.
        add(labelOf(key, value).replace(/\s*\(\d+\)$/, ""), (s) => ({
          ...s,
          [field]: (s[field] as string[]).filter((x) => x !== value),
        }))
      }
    }
    for (const f of state.features)
      add(labelOf(f, "1"), (s) => ({ ...s, features: s.features.filter((x) => x !== f) }))
    if (date && openHandles) {
      const day = new Intl.DateTimeFormat(panel.dataset.intlLocale, {
        day: "numeric",
        month: "long",
        timeZone: "UTC",
      })
      add(
        (panel.dataset.dateChip ?? "{date}").replace("{date}", day.format(new Date(date))),
        (s) => {
          setDate(null)
          return s
        },
      )
    }
    chipsRow.hidden = !hasFilters(state) && !(date && openHandles)
  }

  const syncForm = () => form && writeFilterForm(form, sortSelect, state)
  const readForm = () => (form ? readFilterForm(form, sortSelect) : state)

  /** A card's links keep the listing's travel date (none: the plain link). */
  function datedLinks(element: HTMLElement) {
    for (const link of element.querySelectorAll<HTMLAnchorElement>("a[href]")) {
      const url = new URL(link.getAttribute("href") ?? "", location.href)
      if (date) url.searchParams.set("date", date)
      else url.searchParams.delete("date")
      link.href = `${url.pathname}${url.search}${url.hash}`
    }
  }

  /** The travel date of the listing (null: none), in the URL and on the cards' links. */
  function setDate(next: string | null) {
    date = next
    for (const card of cards) if (card.element) datedLinks(card.element)
  }

  /**
   * Applies a state once the whole listing is known (at once without an
   * index): the URL, the form and the cards change together, so what the
   * address says is what the page shows.
   */
  function update(next: FilterState) {
    state = next
    return ready.then(() => {
      const params = filtersToQuery(state)
      if (date && openHandles) params.set("date", date)
      const query = params.toString()
      history.replaceState(
        history.state,
        "",
        `${location.pathname}${query ? `?${query}` : ""}${location.hash}`,
      )
      syncForm()
      render(pageSize)
    })
  }

  moreButton?.addEventListener("click", async () => {
    // Without the index (it could not be read) the next page's link does the job.
    if (!(await ready)) {
      const next = grid.querySelector<HTMLAnchorElement>("[data-testid=listing-pages] a[rel=next]")
      if (next) location.assign(next.href)
      return
    }
    const from = shown
    render(shown + pageSize)
    passed[from]?.element?.querySelector("a")?.focus()
  })
  form?.addEventListener("change", () => void update(readForm()))
  form?.addEventListener("submit", (event) => event.preventDefault())
  sortSelect?.addEventListener("change", () => void update(readForm()))
  root
    .querySelectorAll("[data-reset]")
    .forEach((button) =>
      button.addEventListener("click", () => void update({ ...EMPTY_FILTERS, sort: state.sort })),
    )

  if (panel) panel.hidden = false
  void ready.then(() => {
    syncForm()
    // Values this listing does not offer (an old or edited link) are dropped.
    const offered = readForm()
    if (filtersToQuery(offered).toString() !== filtersToQuery(state).toString())
      void update(offered)
    // The prerendered first page is the unfiltered listing: only a filter or a sort redraws it.
    else if (hasFilters(state) || state.sort !== EMPTY_FILTERS.sort) render(pageSize)
  })

  if (date) {
    const locale = document.documentElement.lang.startsWith("en") ? "en" : "es"
    void ready
      .then(() => openOn(locale, date!, cards.map((card) => card.handle).filter(Boolean)))
      .then(
        (open) => {
          openHandles = open
          setDate(date)
          return update(state)
        },
        // Availability could not be read: the listing stays whole, without the date.
        () => setDate(null),
      )
  }
}
