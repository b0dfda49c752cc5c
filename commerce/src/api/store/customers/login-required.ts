import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { BookingError } from "../../../lib/booking-error"
import { localisedErrorHandler } from "../../localised-error-handler"

/**
 * Medusa's `authenticate` answers a request without a session itself
 * (`401 {"message":"Unauthorized"}`), never through the error handler: on the
 * account routes that answer becomes the house error (`login_required`, in
 * the request's language, with its request id) like every other refusal.
 */
export function localiseLoginRequired(
  req: MedusaRequest,
  res: MedusaResponse,
  next: MedusaNextFunction,
) {
  const json = res.json.bind(res)
  res.json = ((body: unknown) => {
    res.json = json
    const bare = !!body && typeof body === "object" && !("code" in (body as object))
    if (res.statusCode !== 401 || !bare) return json(body)
    localisedErrorHandler(
      new BookingError(MedusaError.Types.UNAUTHORIZED, "login_required"),
      req,
      res,
      next,
    )
    return res
  }) as typeof res.json
  next()
}
