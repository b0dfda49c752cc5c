import { NotificationStatus } from "@medusajs/framework/utils"
import {
  createStep,
  createWorkflow,
  StepResponse,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep, type SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { notificationStore } from "./notification-store"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"

/** Failed e-mails of the last day, as they were asked for. */
const listFailedMailStep = createStep(
  "list-failed-mail",
  async (input: { since: string }, { container }) => {
    const failed = await notificationStore(container).listNotifications(
      { channel: "email", status: NotificationStatus.FAILURE, created_at: { $gte: input.since } },
      { take: 100, order: { created_at: "ASC" } },
    )
    const mail: SendNotificationsStepInput = failed
      .filter((n) => n.idempotency_key)
      .map((n) => ({
        to: n.to,
        channel: n.channel,
        template: n.template,
        data: n.data,
        trigger_type: n.trigger_type,
        resource_id: n.resource_id,
        resource_type: n.resource_type,
        receiver_id: n.receiver_id,
        idempotency_key: n.idempotency_key,
      }))
    return new StepResponse(mail)
  },
)

/** Sends again every e-mail whose sends all failed since `since` (the retry job). */
export const resendFailedMailWorkflow = createWorkflow(
  "resend-failed-mail",
  (input: { since: string }) => {
    const mail = listFailedMailStep(input)
    releaseFailedSendsStep(mail)
    return new WorkflowResponse(sendNotificationsStep(mail))
  },
)
