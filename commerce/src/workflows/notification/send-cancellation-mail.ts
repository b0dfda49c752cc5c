import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import {
  buildCancellationMailStep,
  type BookingCancelledEvent,
} from "./steps/build-cancellation-mail"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"

/** E-mails the confirmation of a cancelled booking with its refund; once per booking. */
export const sendCancellationMailWorkflow = createWorkflow(
  "send-cancellation-mail",
  (input: BookingCancelledEvent) => {
    const mail = buildCancellationMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
