/** What a public form shows again after the server refused it: the values sent and the problem. */
export type FormState = {
  values: Record<string, string | string[]>
  /** The field the API named (dotted, as the form names it), or null for the whole form. */
  field: string | null
  message: string
}

/** The value of a field a refused form keeps (empty on a fresh form). */
export const valueOf = (state: FormState | null | undefined, name: string) => {
  const v = state?.values[name]
  return Array.isArray(v) ? (v[0] ?? "") : (v ?? "")
}

/** The values of a repeated field (checkboxes) a refused form keeps. */
export const valuesOf = (state: FormState | null | undefined, name: string) => {
  const v = state?.values[name]
  return Array.isArray(v) ? v : v ? [v] : []
}
