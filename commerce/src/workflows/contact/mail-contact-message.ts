import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { releaseFailedSendsStep } from "../notification/steps/release-failed-sends"
import { buildContactMailStep } from "./steps/build-contact-mail"

/** E-mails a stored contact message to the support inbox, once per message. */
export const mailContactMessageWorkflow = createWorkflow(
  "mail-contact-message",
  (input: { id: string }) => {
    const mail = buildContactMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
