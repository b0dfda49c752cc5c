import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import type { Locale } from "../../lib/i18n/messages"
import { releaseFailedSendsStep } from "../notification/steps/release-failed-sends"
import { sendMailStep } from "../notification/steps/send-mail"
import { createPaymentLinkWorkflow } from "../payment/create-payment-link"
import { buildPaymentLinkMailStep } from "../payment/steps/build-payment-link-mail"
import { assertPayLaterStep } from "./steps"

/**
 * A shop admin sends a pay-later buyer the card payment link for what the
 * order's live bookings owe (one open link at a time) by e-mail, in the
 * order's language (not the admin's) unless the admin names one; a second
 * click while the link is open gives the same link. The link is kept when
 * the mail server is down (`sent: false`: the admin can copy it, and the
 * e-mail is retried), never expired because its e-mail failed.
 */
export const adminSendPaymentLinkWorkflow = createWorkflow(
  "admin-send-payment-link",
  (input: { order_id: string; locale?: Locale; site_url: string }) => {
    const order = assertPayLaterStep(input)
    const link = createPaymentLinkWorkflow.runAsStep({ input })
    const mail = buildPaymentLinkMailStep(
      transform({ order, link }, ({ order, link }) => ({ order, link })),
    )
    releaseFailedSendsStep(mail)
    const mailed = sendMailStep(mail)
    return new WorkflowResponse(
      transform({ link, mailed, order }, ({ link, mailed, order }) => ({
        link,
        sent: mailed.sent,
        to: order.email,
      })),
    )
  },
)
