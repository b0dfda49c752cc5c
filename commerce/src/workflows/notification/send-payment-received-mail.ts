import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import type { PaymentLinkPaidEvent } from "../payment/steps/settle-payment-link"
import { buildPaymentReceivedMailStep } from "./steps/build-payment-received-mail"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"

/** E-mails the traveller that their payment link was paid, in the order's language; once per payment. */
export const sendPaymentReceivedMailWorkflow = createWorkflow(
  "send-payment-received-mail",
  (input: PaymentLinkPaidEvent) => {
    const mail = buildPaymentReceivedMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
