import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError, PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"
import { BookingError } from "../../../../../../lib/booking-error"
import { resolveCurrency } from "../../../../../../lib/currency"
import { assertDateInWindow } from "../../../../../../lib/date-window"
import { dayAnswers } from "../../../../../../lib/day-answer"
import { requestLocale } from "../../../../../../lib/i18n/request-locale"
import type { StoreExperienceDayType } from "../../../validators"

/**
 * The options bookable on one local date with their slots (seats left,
 * cancellation deadline), prices per age band or item, extras and pickup
 * points. A date without any: `no_options` (404).
 */
export async function GET(
  req: MedusaRequest<unknown, StoreExperienceDayType>,
  res: MedusaResponse,
) {
  const date = req.params.date
  assertDateInWindow(date)
  const currency = resolveCurrency(req.validatedQuery.currency)
  // One statement: the publishable key (Medusa's own check is left to this
  // route, see lib/publishable-key-deferral.ts), the catalogue stamp and the seats.
  const { days } = await dayAnswers(req.scope, {
    token: req.get(PUBLISHABLE_KEY_HEADER) ?? "",
    handle: req.params.handle,
    from: date,
    to: date,
    currency,
    locale: requestLocale(req),
  })
  if (!days[0]) throw new BookingError(MedusaError.Types.NOT_FOUND, "no_options")
  res.json(days[0])
}
