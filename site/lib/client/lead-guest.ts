/**
 * The lead guest form's values and its checks (spec §5): every field is
 * required ('Campo Requerido'), the e-mail and phone must look right ('Este
 * formato no es correcto.'). Pure: the checkout island shows the messages.
 */
export type LeadGuest = {
  firstName: string
  lastName: string
  email: string
  countryCode: string
  phoneNumber: string
}

export type LeadGuestField = keyof LeadGuest
export const LEAD_GUEST_FIELDS: LeadGuestField[] = [
  "firstName",
  "lastName",
  "email",
  "countryCode",
  "phoneNumber",
]
export type FieldProblem = "required" | "format"

export const EMPTY_GUEST: LeadGuest = {
  firstName: "",
  lastName: "",
  email: "",
  countryCode: "+34",
  phoneNumber: "",
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/
const DIAL_CODE = /^\+\d{1,4}$/
const PHONE = /^[\d\s().-]{6,20}$/

/** The problem of one field, or null when it is fine. */
export function checkField(field: LeadGuestField, value: string): FieldProblem | null {
  const v = value.trim()
  if (!v) return "required"
  if (field === "email" && !EMAIL.test(v)) return "format"
  if (field === "countryCode" && !DIAL_CODE.test(v)) return "format"
  if (field === "phoneNumber" && (!PHONE.test(v) || v.replace(/\D/g, "").length < 6))
    return "format"
  if ((field === "firstName" || field === "lastName") && v.length > 100) return "format"
  return null
}

/** Every field's problem, in the form's order (the first one gets the focus). */
export function checkGuest(guest: LeadGuest): Partial<Record<LeadGuestField, FieldProblem>> {
  const problems: Partial<Record<LeadGuestField, FieldProblem>> = {}
  for (const field of LEAD_GUEST_FIELDS) {
    const problem = checkField(field, guest[field])
    if (problem) problems[field] = problem
  }
  return problems
}

/** The lead guest with its empty name and e-mail fields taken from the logged-in account; typed values stay. */
export function prefillGuest(
  guest: LeadGuest,
  account: { first_name: string | null; last_name: string | null; email: string },
): LeadGuest {
  return {
    ...guest,
    firstName: guest.firstName.trim() ? guest.firstName : (account.first_name ?? ""),
    lastName: guest.lastName.trim() ? guest.lastName : (account.last_name ?? ""),
    email: guest.email.trim() ? guest.email : account.email,
  }
}

/** Where the checkout keeps what the traveller typed, so a reload loses nothing. */
const FORM_KEY = "sendero.checkout-guest"

/** What the traveller typed last on this browser, each field checked for its type. */
export function storedGuest(): LeadGuest {
  try {
    const raw = JSON.parse(localStorage.getItem(FORM_KEY) ?? "null") as Partial<LeadGuest> | null
    if (!raw || typeof raw !== "object") return EMPTY_GUEST
    return Object.fromEntries(
      LEAD_GUEST_FIELDS.map((f) => [f, typeof raw[f] === "string" ? raw[f] : EMPTY_GUEST[f]]),
    ) as LeadGuest
  } catch {
    return EMPTY_GUEST
  }
}

/**
 * Keeps what the traveller typed (null forgets it, once the order is placed). Storage refused:
 * the form still works, it just does not survive a reload.
 */
export function keepGuest(guest: LeadGuest | null) {
  try {
    if (guest) localStorage.setItem(FORM_KEY, JSON.stringify(guest))
    else localStorage.removeItem(FORM_KEY)
  } catch {
    // Nothing to keep or forget.
  }
}
