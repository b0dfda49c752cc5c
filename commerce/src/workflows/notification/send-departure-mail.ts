import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import type { DepartureCancelledEvent } from "../admin-slots/cancel-departure-booking"
import { buildDepartureMailStep } from "./steps/build-departure-mail"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"

/** E-mails a traveller that the operator cancelled their departure, with the refund; once per booking. */
export const sendDepartureMailWorkflow = createWorkflow(
  "send-departure-mail",
  (input: DepartureCancelledEvent) => {
    const mail = buildDepartureMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
