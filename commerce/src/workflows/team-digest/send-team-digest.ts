import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep } from "@medusajs/medusa/core-flows"
import { releaseFailedSendsStep } from "../notification/steps/release-failed-sends"
import { buildTeamDigestStep } from "./steps/build-team-digest"

/**
 * E-mails the support inbox what arrived for the team (reviews to moderate,
 * custom-offer requests, contact messages) since the last digest, at most
 * once per 15-minute window.
 */
export const sendTeamDigestWorkflow = createWorkflow(
  "send-team-digest",
  (input: { now: string }) => {
    const mail = buildTeamDigestStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
