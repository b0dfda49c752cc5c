import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { notificationStore } from "../notification-store"

/** Whether an action's e-mail went out now; when not, it is recorded as failed and retried. */
export type MailOutcome = { sent: boolean }

/**
 * Sends an admin action's e-mail without making the action depend on the
 * mail server. Medusa's `sendNotificationsStep` throws when the SMTP server
 * is down, which failed the whole workflow: its compensations undid what the
 * action had done (a payment link expired, an offer withdrawn, a booking
 * change rolled back) and the admin got a 5xx. Here a send the notification
 * module recorded as failed is an answer (`sent: false`): the action stands,
 * the admin is told, and the `retry-failed-mail` job sends it again (every
 * 10 minutes for a day). Anything else (the database down) still fails.
 * Nothing to undo: an e-mail sent cannot be unsent.
 */
export const sendMailStep = createStep(
  "send-mail",
  async (mail: SendNotificationsStepInput, { container }): Promise<StepResponse<MailOutcome>> => {
    if (!mail?.length) return new StepResponse({ sent: true })
    try {
      await container.resolve(Modules.NOTIFICATION).createNotifications(mail)
      return new StepResponse({ sent: true })
    } catch (error) {
      const keys = mail.map((m) => m.idempotency_key).filter((k): k is string => !!k)
      const failed = keys.length
        ? await notificationStore(container).listNotifications({
            idempotency_key: keys,
            status: NotificationStatus.FAILURE,
          })
        : []
      if (!failed.length) throw error
      container
        .resolve(ContainerRegistrationKeys.LOGGER)
        .warn(
          `E-mail ${failed.map((n) => n.idempotency_key).join(", ")} not sent now, left to the retry job: ${(error as Error).message}`,
        )
      return new StepResponse({ sent: false })
    }
  },
)
