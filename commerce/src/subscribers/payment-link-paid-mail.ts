import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { sendPaymentReceivedMailWorkflow } from "../workflows/notification/send-payment-received-mail"
import {
  PAYMENT_LINK_PAID,
  type PaymentLinkPaidEvent,
} from "../workflows/payment/steps/settle-payment-link"

/** Tells the traveller their payment link was paid ("payment received", with the amount), in the order's language. */
export default async function paymentLinkPaidMail({
  event,
  container,
}: SubscriberArgs<PaymentLinkPaidEvent>) {
  try {
    await sendPaymentReceivedMailWorkflow(container).run({ input: event.data })
  } catch (error) {
    container
      .resolve("logger")
      .error(
        `Payment-received e-mail for ${event.data.order_id} was not sent: ${(error as Error).message}`,
      )
    throw error
  }
}

export const config: SubscriberConfig = { event: PAYMENT_LINK_PAID }
