import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PUBLISHABLE_KEY_HEADER } from "@medusajs/framework/utils"
import { resolveCurrency } from "../../../../../lib/currency"
import { assertDateInWindow } from "../../../../../lib/date-window"
import { dayAnswers } from "../../../../../lib/day-answer"
import { sendCompressedJson } from "../../../../../lib/http/compressed-json"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import type { StoreExperienceDaysType } from "../../validators"

/**
 * What each date from `from` to `to` (at most 31 days) offers, in one
 * request: for every date with an open slot, exactly the day route's answer
 * (`GET /store/experiences/:handle/availability/:date`); dates without any
 * are left out. The picker asks it for the month it shows, so a click on a
 * day draws its slots at once while the day route refreshes them.
 */
export async function GET(
  req: MedusaRequest<unknown, StoreExperienceDaysType>,
  res: MedusaResponse,
) {
  const { from, to } = req.validatedQuery
  assertDateInWindow(from)
  assertDateInWindow(to)
  const currency = resolveCurrency(req.validatedQuery.currency)
  const { experience, days } = await dayAnswers(req.scope, {
    token: req.get(PUBLISHABLE_KEY_HEADER) ?? "",
    handle: req.params.handle,
    from,
    to,
    currency,
    locale: requestLocale(req),
  })
  // A month of answers is large and repetitive as JSON: sent gzipped (see compressed-json.ts).
  await sendCompressedJson(req, res, {
    handle: experience.handle,
    timezone: experience.timezone,
    currency_code: currency,
    from,
    to,
    days,
  })
}
