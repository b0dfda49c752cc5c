import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"
import {
  buildPasswordResetMailStep,
  type PasswordResetEvent,
} from "./steps/build-password-reset-mail"

/** E-mails a traveller the link to reset their password; once per token. */
export const sendPasswordResetMailWorkflow = createWorkflow(
  "send-password-reset-mail",
  (input: PasswordResetEvent) => {
    const mail = buildPasswordResetMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
