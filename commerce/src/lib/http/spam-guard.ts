import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../booking-error"

/** A person needs at least this long between opening a form and sending it. */
export const MIN_FILL_MS = 3000

/**
 * Spam protection of the public's forms without third-party scripts:
 * `website` is a field people never see (a honeypot): filled, the request is
 * answered as accepted and dropped; `elapsed_ms` is how long the form was
 * open (the page measures it): under 3 seconds or missing, the sender is
 * asked to check and send again. Both fields leave the body here.
 */
export function spamGuard(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const body = req.body as Record<string, unknown> | undefined
  if (!body || typeof body !== "object" || Array.isArray(body)) return next()
  const { website, elapsed_ms } = body
  delete body.website
  delete body.elapsed_ms
  if (
    typeof website === "string" ? website.trim() !== "" : website !== undefined && website !== null
  ) {
    res.status(202).json({ accepted: true })
    return
  }
  const elapsed = Number(elapsed_ms)
  if (!Number.isFinite(elapsed) || elapsed < MIN_FILL_MS) {
    return next(new BookingError(MedusaError.Types.NOT_ALLOWED, "contact_too_fast"))
  }
  next()
}
