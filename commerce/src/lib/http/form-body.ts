import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { z } from "@medusajs/framework/zod"
import { BookingError } from "../booking-error"
import type { MessageCode } from "../i18n/messages"

type Issue = z.core.$ZodIssue

/** The field an issue is about, as the form names it ("group.adult"). */
const fieldOf = (issue: Issue) => issue.path.map(String).join(".") || "body"

/**
 * The public's forms' errors, one field at a time in the order of the schema:
 * a missing or empty field is the spec's 'Campo Requerido', a malformed one
 * (e-mail, phone, date, choice) 'Este formato no es correcto.', and lengths
 * say their limit. `params.field` names the field for the form to mark.
 */
export function formIssue(issue: Issue, body: unknown): BookingError {
  const field = fieldOf(issue)
  const value = issue.path.reduce<unknown>(
    (at, key) =>
      at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    body,
  )
  const empty =
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
  const error = (code: MessageCode, params: Record<string, string | number> = {}) =>
    new BookingError(MedusaError.Types.INVALID_DATA, code, { field, ...params })
  if (issue.code === "unrecognized_keys")
    return error("field_invalid", { field: issue.keys.join(",") })
  if (empty && issue.code !== "custom") return error("field_required")
  if (issue.code === "too_big" && issue.origin === "string")
    return error("field_too_long", { max: Number(issue.maximum) })
  if (issue.code === "too_small" && issue.origin === "string")
    return error("field_too_short", { min: Number(issue.minimum) })
  if (issue.code === "custom" && typeof issue.params?.code === "string")
    return error(issue.params.code as MessageCode)
  return error("field_invalid")
}

/**
 * Validates a public form's body with `schema` (strict: unknown fields are
 * refused) and hands the parsed value to the route as `validatedBody`; the
 * first problem is a 400 with its field and the message in the visitor's
 * language.
 */
export function validateForm<T extends z.ZodType>(schema: T) {
  return (req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) => {
    const result = schema.safeParse(req.body ?? {})
    if (!result.success) return next(formIssue(result.error.issues[0], req.body))
    ;(req as { validatedBody?: unknown }).validatedBody = result.data
    next()
  }
}
