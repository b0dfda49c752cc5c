import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"
import { resolveCurrency } from "../../../../../../lib/currency"
import { assertDateInWindow } from "../../../../../../lib/date-window"
import { dayAnswers } from "../../../../../../lib/day-answer"
import { requestLocale } from "../../../../../../lib/i18n/request-locale"
import type { StoreExperienceDayType } from "../../../validators"

/**
 * The options bookable on one local date with their slots (seats left,
 * cancellation deadline), prices per age band or item, extras and pickup
 * points. A date without any to book (closed, or every slot gone) is an
 * ordinary answer: 200 with an empty `options` list, which the picker shows
 * as 'No hay opción disponible' (a 404 there was a console error in every
 * traveller's browser for an ordinary click, issue 27).
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
  const { experience, days } = await dayAnswers(req.scope, {
    token: req.get(PUBLISHABLE_KEY_HEADER) ?? "",
    handle: req.params.handle,
    from: date,
    to: date,
    currency,
    locale: requestLocale(req),
  })
  res.json(
    days[0] ?? {
      handle: experience.handle,
      date,
      timezone: experience.timezone,
      currency_code: currency,
      pickup_included: experience.pickup_included,
      pickup_points: [],
      options: [],
    },
  )
}
