import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { requestLocale } from "../../../../../lib/i18n/request-locale"
import { mailNotice } from "../../../../../lib/mail-notice"
import { deskResendVoucherWorkflow } from "../../../../../workflows/desk/resend-voucher"

/**
 * Resends a booking's voucher e-mail in the order's language; 409 within a minute of the last.
 * The mail server down: 200 with `sent: false` and a notice (the e-mail is retried).
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const { result } = await deskResendVoucherWorkflow(req.scope).run({
    input: { booking_id: req.params.id, actor_id: req.auth_context?.actor_id ?? null },
  })
  const { sent, ...voucher } = result
  res.json({
    voucher,
    ...mailNotice({ sent }, requestLocale(req), "mail_not_sent", { to: voucher.to }),
  })
}
