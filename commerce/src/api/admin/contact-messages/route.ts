import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { localParts, zoneLabel } from "../../../lib/local-time"
import { shopTimezone } from "../../../lib/shop-timezone"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"
import type { AdminListContactMessagesType } from "./validators"

/**
 * Contact-page messages, newest first, text exactly as written; `timezone`:
 * the shop's, with their times on its wall clock (`*_local`) and the zone
 * named (`zone_label`), from the one time-zone truth (lib/local-time.ts).
 */
export async function GET(
  req: MedusaRequest<unknown, AdminListContactMessagesType>,
  res: MedusaResponse,
) {
  const { status, limit, offset } = req.validatedQuery
  const contact: ContactModuleService = req.scope.resolve(CONTACT_MODULE)
  const [rows, count] = await contact.listAndCountContactMessages(status ? { status } : {}, {
    order: { created_at: "DESC", id: "DESC" },
    skip: offset,
    take: limit,
  })
  const timezone = await shopTimezone(req.scope)
  res.json({
    contact_messages: rows.map((r) => ({
      ...r,
      created_local: localParts(r.created_at, timezone),
      replied_local: r.replied_at ? localParts(r.replied_at, timezone) : null,
    })),
    count,
    limit,
    offset,
    timezone,
    zone_label: zoneLabel(timezone, new Date()),
  })
}
