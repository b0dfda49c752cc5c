import type { MedusaRequest } from "@medusajs/framework/http"
import { buildManifest } from "../../../lib/admin/manifest"
import { buildManifestSlots } from "../../../lib/admin/manifest-slots"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../lib/date-window"
import { requestLocale } from "../../../lib/i18n/request-locale"
import { localDate } from "../../../lib/local-time"
import { shopTimezone } from "../../../lib/shop-timezone"
import { experienceByHandle } from "../admin-guards"
import type { AdminManifestQueryType } from "./validators"

/**
 * The manifest a request asks for (date in the admin window; unknown handle:
 * 404), in the language of `?locale=` (a download link) or the request's.
 * Without a date it is today on the experience's wall clock (across the
 * catalogue, the shop's zone): never the admin computer's today.
 */
export async function manifestOf(req: MedusaRequest<unknown, AdminManifestQueryType>) {
  const { handle } = req.validatedQuery
  const experience = handle ? await experienceByHandle(req, handle) : undefined
  const date =
    req.validatedQuery.date ??
    localDate(new Date(), experience?.timezone ?? (await shopTimezone(req.scope)))
  assertDateInWindow(date, ADMIN_DATE_WINDOW)
  const product_id = experience?.product_id
  const locale = req.validatedQuery.locale ?? requestLocale(req)
  const [entries, slots] = await Promise.all([
    buildManifest(req.scope, { date, product_id }, locale),
    buildManifestSlots(req.scope, { date, product_id }, locale),
  ])
  return { date, handle: handle ?? null, locale, entries, slots }
}
