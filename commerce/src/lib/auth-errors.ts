import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "./booking-error"

/**
 * Medusa's own auth and account errors as house codes, so travellers read the
 * spec's copy in their language. Login failures get one answer whether the
 * e-mail is unknown or the password wrong, so accounts cannot be discovered.
 */
export function accountError(error: unknown, req: MedusaRequest): BookingError | null {
  const err = error as { type?: string; message?: string; code?: unknown }
  if (err?.type !== MedusaError.Types.UNAUTHORIZED || typeof err.code === "string") return null
  const path = req.path
  if (!/^\/auth\/customer\/emailpass/.test(path)) {
    return /^\/store\/(customers|orders)/.test(path)
      ? new BookingError(MedusaError.Types.UNAUTHORIZED, "login_required")
      : null
  }
  if (path.endsWith("/register")) {
    return /already exists/i.test(err.message ?? "")
      ? new BookingError(MedusaError.Types.DUPLICATE_ERROR, "email_taken")
      : new BookingError(MedusaError.Types.UNAUTHORIZED, "wrong_credentials")
  }
  if (path.endsWith("/update"))
    return new BookingError(MedusaError.Types.UNAUTHORIZED, "reset_token_invalid")
  return new BookingError(MedusaError.Types.UNAUTHORIZED, "wrong_credentials")
}
