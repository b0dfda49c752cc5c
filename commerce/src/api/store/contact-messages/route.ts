import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestLocale } from "../../../lib/i18n/request-locale"
import { sendContactMessageWorkflow } from "../../../workflows/contact/send-contact-message"
import type { StoreCreateContactMessageType } from "./validators"

/** A visitor's message from the contact page: stored and sent to the support inbox. */
export async function POST(req: MedusaRequest<StoreCreateContactMessageType>, res: MedusaResponse) {
  await sendContactMessageWorkflow(req.scope).run({
    input: { ...req.validatedBody, locale: requestLocale(req) },
  })
  // The same answer as a dropped spam attempt: nothing to tell a bot apart.
  res.status(202).json({ accepted: true })
}
