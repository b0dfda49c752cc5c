import { NotificationStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { notificationStore } from "../notification-store"

/**
 * Lets a failed send be tried again under its idempotency key: the failed
 * record is soft-deleted (kept as history) so the notification module sends
 * anew; a record that succeeded stays and keeps the send to one. Medusa 2.21
 * cannot resend a failed key itself (it updates a record it never created).
 */
export const releaseFailedSendsStep = createStep(
  "release-failed-sends",
  async (mail: SendNotificationsStepInput, { container }) => {
    const keys = mail.map((m) => m.idempotency_key).filter((k): k is string => !!k)
    if (!keys.length) return new StepResponse([] as string[], [] as string[])
    const notifications = notificationStore(container)
    const failed = await notifications.listNotifications({
      idempotency_key: keys,
      status: NotificationStatus.FAILURE,
    })
    const ids = failed.map((n) => n.id)
    if (ids.length) await notifications.softDeleteNotifications(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (ids?.length) await notificationStore(container).restoreNotifications(ids)
  },
)
