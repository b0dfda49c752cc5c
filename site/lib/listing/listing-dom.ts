import {
  applyFilters,
  EMPTY_FILTERS,
  filtersToQuery,
  hasFilters,
  parseFilters,
  type CardFacts,
  type FilterState,
} from "./filters"

type Card = CardFacts & { element: HTMLElement }

/**
 * Brings a prerendered listing to life in the browser: filters, sort,
 * applied-filter chips, 'reset all', 'load more experiences' and the
 * empty-result message. The state is read from and written to the URL query.
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
  const moreRow = grid.querySelector<HTMLElement>("[data-load-more-row]")!
  const moreButton = grid.querySelector<HTMLButtonElement>("[data-load-more]")!
  const showing = grid.querySelector<HTMLElement>("[data-showing]")!

  const cards: Card[] = [...list.querySelectorAll<HTMLElement>("[data-card]")].map((element) => ({
    element,
    rank: Number(element.dataset.rank),
    price: element.dataset.price ? Number(element.dataset.price) : null,
    durationMinutes: Number(element.dataset.duration),
    timeOfDay: element.dataset.time || null,
    categories: (element.dataset.categories ?? "").split(",").filter(Boolean),
    pickup: element.dataset.pickup === "1",
  }))

  let state: FilterState = parseFilters(new URLSearchParams(location.search))
  let passed: Card[] = []
  let shown = 0

  function render(reveal: number) {
    passed = applyFilters(cards, state)
    shown = Math.min(reveal, passed.length)
    const visible = new Set(passed.slice(0, shown))
    for (const card of cards) card.element.hidden = !visible.has(card)
    list.append(
      ...passed.map((card) => card.element),
      ...cards.filter((c) => !passed.includes(c)).map((c) => c.element),
    )
    showing.textContent = (moreButton.dataset.template ?? "")
      .replace("{shown}", String(shown))
      .replace("{total}", String(passed.length))
    moreRow.hidden = shown >= passed.length
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
        ?.querySelector(`input[name="${name}"][value="${value}"]`)
        ?.closest("label")
        ?.textContent?.trim() ?? value
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
    for (const d of state.durations)
      add(labelOf("duration", d), (s) => ({ ...s, durations: s.durations.filter((x) => x !== d) }))
    for (const t of state.times)
      add(labelOf("time", t), (s) => ({ ...s, times: s.times.filter((x) => x !== t) }))
    for (const c of state.categories) {
      add(labelOf("category", c).replace(/\s*\(\d+\)$/, ""), (s) => ({
        ...s,
        categories: s.categories.filter((x) => x !== c),
      }))
    }
    if (state.pickup) add(labelOf("pickup", "1"), (s) => ({ ...s, pickup: false }))
    chipsRow.hidden = !hasFilters(state)
  }

  /** Puts the state into the form controls. */
  function syncForm() {
    if (!form) return
    const set = (name: string, values: string[]) =>
      form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`).forEach((input) => {
        input.checked = values.includes(input.value)
      })
    const amount = (name: string, value: number | null) => {
      const input = form.querySelector<HTMLInputElement>(`input[name="${name}"]`)
      if (input) input.value = value?.toString() ?? ""
    }
    amount("min", state.priceMin)
    amount("max", state.priceMax)
    set("duration", state.durations)
    set("time", state.times)
    set("category", state.categories)
    set("pickup", state.pickup ? ["1"] : [])
    if (sortSelect) sortSelect.value = state.sort
  }

  /** Reads the state from the form controls. */
  function readForm(): FilterState {
    if (!form) return state
    const data = new FormData(form)
    const query = new URLSearchParams()
    for (const key of ["min", "max"]) query.set(key, String(data.get(key) ?? ""))
    for (const key of ["duration", "time", "category"]) query.set(key, data.getAll(key).join(","))
    if (data.get("pickup")) query.set("pickup", "1")
    query.set("sort", sortSelect?.value ?? "recommended")
    return parseFilters(query)
  }

  function update(next: FilterState) {
    state = next
    const query = filtersToQuery(state).toString()
    history.replaceState(
      history.state,
      "",
      `${location.pathname}${query ? `?${query}` : ""}${location.hash}`,
    )
    syncForm()
    render(pageSize)
  }

  moreButton.addEventListener("click", () => {
    const firstNew = passed[shown]
    render(shown + pageSize)
    firstNew?.element.querySelector("a")?.focus()
  })
  form?.addEventListener("change", () => update(readForm()))
  form?.addEventListener("submit", (event) => event.preventDefault())
  sortSelect?.addEventListener("change", () => update(readForm()))
  root
    .querySelectorAll("[data-reset]")
    .forEach((button) =>
      button.addEventListener("click", () => update({ ...EMPTY_FILTERS, sort: state.sort })),
    )

  if (panel) panel.hidden = false
  syncForm()
  render(pageSize)
}
