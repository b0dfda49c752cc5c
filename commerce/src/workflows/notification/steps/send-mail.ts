import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules, NotificationStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { setTimeout as sleep } from "node:timers/promises"
import { notificationStore } from "../notification-store"

/** Whether an action's e-mail went out now; when not, it is recorded as failed and retried. */
export type MailOutcome = { sent: boolean }

/**
 * How long an admin's action waits for its e-mail. The provider tries a
 * send four times over 36 s, and a mail server that does not answer at all
 * holds each try for its connection timeout (minutes): past this wait the
 * action answers `sent: false`, the send goes on behind it, and if it fails
 * the retry job sends it again.
 */
export const MAIL_ANSWER_WAIT_MS = 8_000

/**
 * Sends an admin action's e-mail without making the action depend on the
 * mail server. Medusa's `sendNotificationsStep` throws when the SMTP server
 * is down, which failed the whole workflow: its compensations undid what the
 * action had done (a payment link expired, an offer withdrawn, a booking
 * change rolled back) and the admin got a 5xx. Here a send the notification
 * module recorded as failed (or still trying after `MAIL_ANSWER_WAIT_MS`) is
 * an answer (`sent: false`): the action stands, the admin is told, and the
 * `retry-failed-mail` job sends it again (every 10 minutes for a day).
 * Anything else (the database down) still fails. Nothing to undo: an e-mail
 * sent cannot be unsent.
 */
export const sendMailStep = createStep(
  "send-mail",
  async (mail: SendNotificationsStepInput, { container }): Promise<StepResponse<MailOutcome>> => {
    if (!mail?.length) return new StepResponse({ sent: true })
    const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
    const keys = mail.map((m) => m.idempotency_key).filter((k): k is string => !!k)
    const sending = container.resolve(Modules.NOTIFICATION).createNotifications(mail)
    try {
      const done = await Promise.race([
        sending.then(() => true),
        sleep(MAIL_ANSWER_WAIT_MS).then(() => false),
      ])
      if (!done) {
        sending.catch((error: Error) =>
          logger.warn(
            `E-mail ${keys.join(", ")} failed late, left to the retry job: ${error.message}`,
          ),
        )
        return new StepResponse({ sent: false })
      }
      // A key already recorded (a send still trying) is not sent again: it counts as sent only once it was.
      return new StepResponse({ sent: (await unsent(container, keys)).length === 0 })
    } catch (error) {
      const failed = await unsent(container, keys, NotificationStatus.FAILURE)
      if (!failed.length) throw error
      logger.warn(
        `E-mail ${failed.join(", ")} not sent now, left to the retry job: ${(error as Error).message}`,
      )
      return new StepResponse({ sent: false })
    }
  },
)

/** The keys among `keys` whose notification is not a success (or has `status`). */
async function unsent(container: MedusaContainer, keys: string[], status?: string) {
  if (!keys.length) return []
  const found = await notificationStore(container).listNotifications({
    idempotency_key: keys,
    ...(status ? { status } : {}),
  })
  return found
    .filter((n) => (status ? true : n.status !== NotificationStatus.SUCCESS))
    .map((n) => n.idempotency_key!)
}
