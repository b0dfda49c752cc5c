import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { releaseFailedSendsStep } from "../notification/steps/release-failed-sends"
import { buildOfferReceivedMailStep } from "./steps/build-offer-received-mail"

/** E-mails the traveller that their custom-offer request arrived. */
export const sendOfferReceivedMailWorkflow = createWorkflow(
  "send-offer-received-mail",
  (input: { id: string }) => {
    const mail = buildOfferReceivedMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
