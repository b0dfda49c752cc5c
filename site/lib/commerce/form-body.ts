/** Fields the page adds for itself, never sent to the API as such. */
const PAGE_FIELDS = new Set(["form", "form_ts", "experience_title"])
/** Fields a form repeats (checkboxes): always a list. */
const LISTS = new Set(["languages"])
/** The longest a form may have been open for `form_ts` to count (a day). */
const MAX_OPEN_MS = 86_400_000

/**
 * The API body of a submitted form: dotted names become objects
 * (`travellers.adult`), repeated names lists, empty fields are left out (the
 * API says which one is required). The time the form was open is the
 * browser's measure, or the time since the server rendered it (`form_ts`)
 * when that is longer (a refused form shown again, or no JavaScript).
 */
export function formBody(data: FormData, now = Date.now()): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [name, raw] of data.entries()) {
    if (typeof raw !== "string" || PAGE_FIELDS.has(name)) continue
    if (raw === "" && name !== "website") continue
    if (LISTS.has(name)) {
      const list = (body[name] as string[] | undefined) ?? []
      list.push(raw)
      body[name] = list
      continue
    }
    const path = name.split(".")
    const last = path.pop()!
    let at = body
    for (const key of path) at = (at[key] ??= {}) as Record<string, unknown>
    at[last] = raw
  }
  // A form shown again by the server has been open since then too: the longer measure counts.
  const rendered = Number(data.get("form_ts") || Number.NaN)
  const open = now - rendered
  if (
    Number.isFinite(open) &&
    open > 0 &&
    open < MAX_OPEN_MS &&
    open > (Number(body.elapsed_ms) || 0)
  )
    body.elapsed_ms = open
  return body
}
