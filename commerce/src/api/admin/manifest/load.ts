import type { MedusaRequest } from "@medusajs/framework/http"
import { ADMIN_DATE_WINDOW, assertDateInWindow } from "../../../lib/date-window"
import { requestLocale } from "../../../lib/i18n/request-locale"
import { buildManifest } from "../../../lib/admin/manifest"
import { experienceByHandle } from "../admin-guards"
import type { AdminManifestQueryType } from "./validators"

/** The manifest a request asks for (date in the admin window; unknown handle: 404). */
export async function manifestOf(req: MedusaRequest<unknown, AdminManifestQueryType>) {
  const { date, handle } = req.validatedQuery
  assertDateInWindow(date, ADMIN_DATE_WINDOW)
  const productId = handle ? (await experienceByHandle(req, handle)).product_id : undefined
  const locale = requestLocale(req)
  return { date, handle: handle ?? null, locale, entries: await buildManifest(req.scope, { date, product_id: productId }, locale) }
}
