import { FEATURES, LIST_KEYS, parseFilters, type FilterState } from "./filters"

type ListFilter = keyof typeof LIST_KEYS

/** Puts a filter state into the listing's filter form and sort select. */
export function writeFilterForm(
  form: HTMLFormElement,
  sortSelect: HTMLSelectElement | null,
  state: FilterState,
) {
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
  for (const [field, key] of Object.entries(LIST_KEYS) as [ListFilter, string][])
    set(key, state[field])
  set("rating", [state.rating ?? ""])
  for (const f of FEATURES) set(f, state.features.includes(f) ? ["1"] : [])
  if (sortSelect) sortSelect.value = state.sort
}

/** Reads the filter state from the listing's filter form and sort select (as the URL query would give it). */
export function readFilterForm(form: HTMLFormElement, sortSelect: HTMLSelectElement | null) {
  const data = new FormData(form)
  const query = new URLSearchParams()
  for (const key of ["min", "max"]) query.set(key, String(data.get(key) ?? ""))
  for (const key of Object.values(LIST_KEYS)) query.set(key, data.getAll(key).join(","))
  query.set("rating", String(data.get("rating") ?? ""))
  for (const f of FEATURES) if (data.get(f)) query.set(f, "1")
  query.set("sort", sortSelect?.value ?? "recommended")
  return parseFilters(query)
}
