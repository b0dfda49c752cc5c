import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { releaseFailedSendsStep } from "../notification/steps/release-failed-sends"
import { createPaymentLinkWorkflow } from "../payment/create-payment-link"
import { assertPayLaterStep, buildPaymentLinkMailStep } from "./steps"

/**
 * A shop admin sends a pay-later buyer the card payment link for the
 * order's balance (the payments issue's link: one open link at a time) by
 * e-mail, in the buyer's language; a second click while the link is open
 * sends nothing new.
 */
export const adminSendPaymentLinkWorkflow = createWorkflow(
  "admin-send-payment-link",
  (input: { order_id: string; locale: "es" | "en"; site_url: string }) => {
    const order = assertPayLaterStep(input)
    const link = createPaymentLinkWorkflow.runAsStep({ input })
    const mail = buildPaymentLinkMailStep(
      transform({ order, link, input }, ({ order, link, input }) => ({
        order,
        link: { id: link.id, url: link.url ?? null, expires_at: link.expires_at ?? null },
        locale: input.locale,
      })),
    )
    releaseFailedSendsStep(mail)
    sendNotificationsStep(mail)
    return new WorkflowResponse(link)
  },
)
