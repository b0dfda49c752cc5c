import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { mailNotice } from "../../../../../lib/mail-notice"
import { replyContactMessageWorkflow } from "../../../../../workflows/contact/reply-contact-message"
import type { AdminReplyContactMessageType } from "../../validators"

/** Answers a contact message: recorded on it and e-mailed to the sender in their language. */
export async function POST(req: MedusaRequest<AdminReplyContactMessageType>, res: MedusaResponse) {
  const { result } = await replyContactMessageWorkflow(req.scope).run({
    input: { id: req.params.id, reply: req.validatedBody.reply },
  })
  res.json({
    contact_message: result.message,
    ...mailNotice(result, requestLocale(req), "mail_not_sent", { to: result.message.email }),
  })
}
