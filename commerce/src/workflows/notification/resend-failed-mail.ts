import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules, NotificationStatus } from "@medusajs/framework/utils"
import {
  createStep,
  createWorkflow,
  StepResponse,
  WorkflowResponse,
} from "@medusajs/framework/workflows-sdk"
import { sendNotificationsStep, type SendNotificationsStepInput } from "@medusajs/medusa/core-flows"
import { readPaymentLink } from "../../lib/payment-link"
import { notificationStore, type StoredNotification } from "./notification-store"
import { releaseFailedSendsStep } from "./steps/release-failed-sends"

/**
 * The keys of failed payment-link e-mails whose link is still the order's
 * current one, unpaid, not expired and its order not cancelled: a link
 * replaced, paid, run out or cancelled since its e-mail failed is not sent
 * late (its page would refuse to pay).
 */
async function livePaymentLinks(container: MedusaContainer, failed: StoredNotification[]) {
  const links = failed.filter((n) => n.template === "payment-link" && n.resource_id)
  if (!links.length) return new Set<string>()
  const orders = await container
    .resolve(Modules.ORDER)
    .listOrders({ id: links.map((n) => n.resource_id!) }, { select: ["id", "status", "metadata"] })
  const current = new Map(
    orders.map((o) => [o.id, o.status === "canceled" ? null : readPaymentLink(o.metadata)]),
  )
  const now = Date.now() / 1000
  return new Set(
    links
      .filter((n) => {
        const link = current.get(n.resource_id!)
        return (
          link &&
          !link.paid_by &&
          n.idempotency_key === `payment-link:${link.id}` &&
          (link.expires_at ?? 0) > now
        )
      })
      .map((n) => n.idempotency_key!),
  )
}

/** Failed e-mails of the last day, as they were asked for (a payment link's only while it is live). */
const listFailedMailStep = createStep(
  "list-failed-mail",
  async (input: { since: string }, { container }) => {
    const failed = await notificationStore(container).listNotifications(
      { channel: "email", status: NotificationStatus.FAILURE, created_at: { $gte: input.since } },
      { take: 100, order: { created_at: "ASC" } },
    )
    const live = await livePaymentLinks(container, failed)
    const mail: SendNotificationsStepInput = failed
      .filter((n) => n.idempotency_key)
      .filter((n) => n.template !== "payment-link" || live.has(n.idempotency_key!))
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
