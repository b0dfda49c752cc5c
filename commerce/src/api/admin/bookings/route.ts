import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../lib/date-window"
import { listDeskBookings, readDeskQuery } from "../../../lib/admin/desk-list"
import { requestLocale } from "../../../lib/i18n/request-locale"
import type { AdminListBookingsType } from "./validators"

/** The booking desk's search: bookings by reference, e-mail, lead guest, experience, date, state and payment; paged. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const query = req.validatedQuery as AdminListBookingsType
  if (query.date) assertDateInWindow(query.date, ADMIN_DATE_WINDOW)
  const result = await listDeskBookings(
    req.scope,
    {
      ...readDeskQuery(query.q),
      date: query.date,
      handle: query.handle,
      state: query.state,
      payment: query.payment,
      limit: query.limit,
      offset: query.offset,
    },
    requestLocale(req),
  )
  res.json(result)
}
