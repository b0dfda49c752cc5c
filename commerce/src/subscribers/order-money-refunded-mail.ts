import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import {
  ORDER_MONEY_REFUNDED,
  type OrderMoneyRefundedEvent,
} from "../workflows/booking-lifecycle/refund-order-money"
import { sendRefundMailWorkflow } from "../workflows/notification/send-refund-mail"

/** Tells the traveller about a refund the cancellation e-mails do not state (goodwill, a link paid too late). */
export default async function orderMoneyRefundedMail({
  event,
  container,
}: SubscriberArgs<OrderMoneyRefundedEvent>) {
  try {
    await sendRefundMailWorkflow(container).run({ input: event.data })
  } catch (error) {
    container
      .resolve("logger")
      .error(`Refund e-mail for ${event.data.key} was not sent: ${(error as Error).message}`)
    throw error
  }
}

export const config: SubscriberConfig = { event: ORDER_MONEY_REFUNDED }
