/** What a public form shows again after the server refused it: the values sent and the problem. */
export type FormState = {
  values: Record<string, string | string[]>
  /** The field the API named (dotted, as the form names it), or null for the whole form. */
  field: string | null
  message: string
  /** A message per field (each empty required field's 'Campo Requerido'), besides `field`. */
  fields?: Record<string, string>
}

/** The contact form's required fields, as the API requires them (contact-messages/validators.ts). */
export const CONTACT_REQUIRED = ["name", "email", "subject", "message"] as const

/** The contact form's required fields left empty (blank counts as empty), in the form's order. */
export function emptyRequired(
  data: { get(name: string): unknown },
  required: readonly string[] = CONTACT_REQUIRED,
) {
  return required.filter((name) => {
    const value = data.get(name)
    return typeof value !== "string" || value.trim() === ""
  })
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
