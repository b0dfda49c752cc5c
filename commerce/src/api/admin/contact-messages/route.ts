import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopTimezone } from "../../../lib/shop-timezone"
import { CONTACT_MODULE } from "../../../modules/contact"
import type ContactModuleService from "../../../modules/contact/service"
import type { AdminListContactMessagesType } from "./validators"

/** Contact-page messages, newest first, text exactly as written; `timezone`: the shop's, for their times. */
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
  res.json({
    contact_messages: rows,
    count,
    limit,
    offset,
    timezone: await shopTimezone(req.scope),
  })
}
