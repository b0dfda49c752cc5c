import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import type { OrderMoneyRefundedEvent } from "../booking-lifecycle/refund-order-money"
import { buildRefundMailStep } from "./steps/build-refund-mail"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"

/** E-mails the traveller a refund no cancellation e-mail states, in the order's language; once per refund. */
export const sendRefundMailWorkflow = createWorkflow(
  "send-refund-mail",
  (input: OrderMoneyRefundedEvent) => {
    const mail = buildRefundMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
