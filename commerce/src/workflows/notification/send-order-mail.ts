import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"
import { buildOrderMailStep } from "./steps/build-order-mail"

/**
 * Sends an order's confirmation (or pay-later reservation) e-mail with its
 * vouchers. Safe to run twice: the notification's idempotency key (template
 * and order) makes the second run send nothing.
 */
export const sendOrderMailWorkflow = createWorkflow(
  "send-order-mail",
  (input: { order_id: string }) => {
    const mail = buildOrderMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
