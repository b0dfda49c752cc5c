import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendOrderMailWorkflow } from "../workflows/notification/send-order-mail"

/** E-mails the traveller their vouchers (or pay-later reservation) when an order is placed. */
export default async function orderPlacedMail({
  event,
  container,
}: SubscriberArgs<{ id: string }>) {
  const logger = container.resolve("logger")
  try {
    await sendOrderMailWorkflow(container).run({ input: { order_id: event.data.id } })
  } catch (error) {
    // The notification module recorded the failed send; say so loudly.
    logger.error(`Order e-mail for ${event.data.id} was not sent: ${(error as Error).message}`)
    throw error
  }
}

export const config: SubscriberConfig = { event: "order.placed" }
