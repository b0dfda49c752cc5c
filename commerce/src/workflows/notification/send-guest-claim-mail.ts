import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { findGuestOrdersStep } from "../account/steps/find-guest-orders"
import { buildGuestClaimMailStep } from "./steps/build-guest-claim-mail"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"
import { sendMailStep } from "./steps/send-mail"
import type { Locale } from "../../lib/i18n/messages"

/**
 * E-mails a customer the link that claims the orders they placed as a guest
 * with their e-mail, when there are any (the answer to the traveller is the
 * same either way: see the route). With the mail server down it is
 * recorded as failed and retried by the job: still the same answer, no 5xx.
 */
export const sendGuestClaimMailWorkflow = createWorkflow(
  "send-guest-claim-mail",
  (input: { customer_id: string; email: string; first_name: string | null; locale: Locale }) => {
    const orders = findGuestOrdersStep({ email: input.email })
    const mail = buildGuestClaimMailStep(
      transform({ input, orders }, ({ input, orders }) => ({
        ...input,
        guest_orders: orders.length,
      })),
    )
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendMailStep(mail))
  },
)
