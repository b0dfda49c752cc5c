import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../lib/booking-error"
import type { MessageCode } from "../../lib/i18n/messages"

/** The spec's minimum password length. */
export const MIN_PASSWORD_LENGTH = 8
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Which account form a body comes from: each asks for its own fields. */
export type AccountForm = "login" | "signup" | "forgot" | "reset"

const FIELDS: Record<AccountForm, string[]> = {
  login: ["email", "password"],
  signup: ["email", "password"],
  forgot: ["identifier"],
  reset: ["password"],
}

/**
 * The spec's account rules, in its order: every field filled, a valid e-mail,
 * a new password of 8 characters or more, its confirmation (when sent) equal
 * to it. Returns the first broken rule's code, or null. A login is never told
 * its password is short: that would say something about the account.
 */
export function accountFormError(
  body: Record<string, unknown>,
  form: AccountForm,
): MessageCode | null {
  const text = (field: string) => (typeof body[field] === "string" ? (body[field] as string) : "")
  const fields = [
    ...FIELDS[form],
    ...("password_confirmation" in body ? ["password_confirmation"] : []),
  ]
  if (fields.some((f) => !text(f).trim())) return "fields_required"
  const email = form === "forgot" ? text("identifier") : text("email")
  if (form !== "reset" && !EMAIL.test(email.trim())) return "email_invalid"
  const newPassword = form === "signup" || form === "reset"
  if (newPassword && text("password").length < MIN_PASSWORD_LENGTH) return "password_too_short"
  if (
    newPassword &&
    "password_confirmation" in body &&
    text("password_confirmation") !== text("password")
  ) {
    return "passwords_do_not_match"
  }
  return null
}

/** The error a form breaking `code` answers: 400 with the copy in the visitor's language. */
export const formError = (code: MessageCode) =>
  new BookingError(MedusaError.Types.INVALID_DATA, code)
